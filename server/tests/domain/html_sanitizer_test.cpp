// The content pages' allow-list: what a shopper's browser may be given, whatever an editor pastes.
#include <gtest/gtest.h>

#include "domain/html_sanitizer.hpp"

namespace karyana::domain {
namespace {

std::string clean(std::string_view html) { return sanitize_page_html(html); }

TEST(HtmlSanitizer, KeepsTheAllowedTags) {
  EXPECT_EQ(clean("<h2>Returns</h2><p>Within <strong>7</strong> <em>days</em>.<br/>Thanks</p>"),
            "<h2>Returns</h2><p>Within <strong>7</strong> <em>days</em>.<br>Thanks</p>");
  EXPECT_EQ(clean("<ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3>"),
            "<ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3>");
  EXPECT_EQ(clean("<P CLASS='x' style=\"color:red\">Hi</P>"), "<p>Hi</p>");
}

TEST(HtmlSanitizer, DropsScriptsAndTheirContent) {
  EXPECT_EQ(clean("<p>a</p><script>alert(1)</script><p>b</p>"), "<p>a</p><p>b</p>");
  EXPECT_EQ(clean("<SCRIPT type=text/javascript>alert(1)</SCRIPT >x"), "x");
  EXPECT_EQ(clean("<script>never closed <p>x</p>"), "");
  EXPECT_EQ(clean("<style>p{}</style><iframe src=//evil></iframe><svg onload=alert(1)><script>1</script></svg>ok"),
            "ok");
  EXPECT_EQ(clean("<script>document.write('</scr' + 'ipt>')</script>z"), "z");
}

TEST(HtmlSanitizer, DropsEventHandlersAndUnknownTags) {
  EXPECT_EQ(clean("<img src=x onerror=alert(1)>"), "");
  EXPECT_EQ(clean("<p onclick=\"alert(1)\">x</p>"), "<p>x</p>");
  EXPECT_EQ(clean("<div><span>kept text</span></div>"), "kept text");
  EXPECT_EQ(clean("<a href=\"https://karyana.pk\" onmouseover=alert(1) target=_blank>go</a>"),
            "<a href=\"https://karyana.pk\">go</a>");
}

TEST(HtmlSanitizer, LinksOnlyToSafeSchemes) {
  EXPECT_EQ(clean("<a href=\"javascript:alert(1)\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"JaVaScRiPt:alert(1)\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"jav&#x61;script:alert(1)\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"java&Tab;script:alert(1)\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\" java\tscript:alert(1)\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"javascript&colon;alert(1)\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"//evil.example\">x</a>"), "<a>x</a>");
  EXPECT_EQ(clean("<a href=\"mailto:help@karyana.pk\">m</a><a href='tel:03001234567'>t</a>"),
            "<a href=\"mailto:help@karyana.pk\">m</a><a href=\"tel:03001234567\">t</a>");
  EXPECT_EQ(clean("<a href=\"/page/help\">h</a><a href=\"#top\">t</a>"),
            "<a href=\"/page/help\">h</a><a href=\"#top\">t</a>");
  EXPECT_EQ(clean("<a href=\"https://x.pk/?a=1&amp;b=2\">q</a>"), "<a href=\"https://x.pk/?a=1&amp;b=2\">q</a>");
  EXPECT_EQ(clean("<a href=\"https://x.pk/\"\" onclick=\"alert(1)\">q</a>"), "<a href=\"https://x.pk/\">q</a>");
}

TEST(HtmlSanitizer, NestedTricksStayText) {
  EXPECT_EQ(clean("<scr<script>ipt>alert(1)</script>"), "ipt&gt;alert(1)");
  EXPECT_EQ(clean("<<script>script>alert(1)<</script>/script>"), "&lt;/script&gt;");
  EXPECT_EQ(clean("<!-- <script>alert(1)</script> -->ok"), "ok");
  EXPECT_EQ(clean("<![CDATA[<script>alert(1)</script>]]>"), "alert(1)]]&gt;");
  EXPECT_EQ(clean("1 < 2 & 3 > 2 &amp; &lt;b&gt;"), "1 &lt; 2 &amp; 3 &gt; 2 &amp; &lt;b&gt;");
}

TEST(HtmlSanitizer, ClosesWhatIsLeftOpenAndDropsStrayEnds) {
  EXPECT_EQ(clean("<p><strong>bold"), "<p><strong>bold</strong></p>");
  EXPECT_EQ(clean("</p>x</em>"), "x");
  EXPECT_EQ(clean("<ul><li>a<li>b</ul>"), "<ul><li>a<li>b</li></li></ul>");
}

}  // namespace
}  // namespace karyana::domain

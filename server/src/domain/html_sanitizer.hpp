// Content pages' HTML as the store front may show it (issue 18, slice 3): the console's body is
// stored only after this allow-list pass, so no script ever reaches a shopper whatever the web
// does (the web's DOMPurify is a second guard, not the first). Kept: p, h2, h3, ul, ol, li,
// strong, em, br (no attributes) and a with an href of http:, https:, mailto:, tel:, a path
// from the site root ("/page/help") or "#anchor". Every other tag goes (its text stays); script,
// style and other raw-text or embedding elements go with their content; comments go; text is
// escaped; unclosed kept tags are closed at the end, stray end tags dropped.
#pragma once

#include <string>
#include <string_view>

namespace karyana::domain {

std::string sanitize_page_html(std::string_view html);

// Is `href` (entities already decoded) a link the sanitizer keeps.
bool safe_page_href(std::string_view href);

}  // namespace karyana::domain

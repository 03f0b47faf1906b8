#include "domain/html_sanitizer.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace karyana::domain {

namespace {

constexpr std::array<std::string_view, 9> kKept = {"p", "h2", "h3", "ul", "ol", "li", "a", "strong", "em"};
// Dropped with everything inside them.
constexpr std::array<std::string_view, 17> kDroppedWithContent = {
    "script", "style", "iframe", "object",  "embed",    "noscript",  "template", "textarea", "title",
    "svg",    "math",  "xmp",    "noembed", "noframes", "plaintext", "select",   "frameset"};

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool digit(char c) { return c >= '0' && c <= '9'; }
bool hex_digit(char c) { return digit(c) || (lower(c) >= 'a' && lower(c) <= 'f'); }
bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

template <std::size_t N>
bool listed(const std::array<std::string_view, N>& names, std::string_view name) {
  for (auto n : names)
    if (n == name) return true;
  return false;
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The length of a well-formed character reference at the start of `s` ("&amp;", "&#38;",
// "&#x26;"), else 0.
std::size_t reference_length(std::string_view s) {
  if (s.size() < 3 || s[0] != '&') return 0;
  std::size_t i = 1;
  if (s[i] == '#') {
    ++i;
    const bool hex = i < s.size() && lower(s[i]) == 'x';
    if (hex) ++i;
    const std::size_t start = i;
    while (i < s.size() && i - start < 8 && (hex ? hex_digit(s[i]) : digit(s[i]))) ++i;
    if (i == start) return 0;
  } else {
    const std::size_t start = i;
    while (i < s.size() && i - start < 32 && (letter(s[i]) || digit(s[i]))) ++i;
    if (i == start) return 0;
  }
  return i < s.size() && s[i] == ';' ? i + 1 : 0;
}

// An attribute value with its character references decoded (numeric ones and the few named
// ones a link needs); unknown named references stay as written.
std::string decode_references(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto n = s[i] == '&' ? reference_length(s.substr(i)) : 0;
    if (n == 0) {
      out += s[i++];
      continue;
    }
    const auto body = s.substr(i + 1, n - 2);
    if (body[0] == '#') {
      const bool hex = body.size() > 1 && lower(body[1]) == 'x';
      std::uint32_t cp = 0;
      for (char c : body.substr(hex ? 2 : 1))
        cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(digit(c) ? c - '0' : lower(c) - 'a' + 10);
      append_utf8(out, cp);
    } else {
      std::string name;
      for (char c : body) name += lower(c);
      if (name == "amp")
        out += '&';
      else if (name == "colon")
        out += ':';
      else if (name == "tab")
        out += '\t';
      else if (name == "newline")
        out += '\n';
      else if (name == "sol")
        out += '/';
      else if (name == "quot")
        out += '"';
      else if (name == "apos")
        out += '\'';
      else if (name == "lt")
        out += '<';
      else if (name == "gt")
        out += '>';
      else
        out.append(s.substr(i, n));
    }
    i += n;
  }
  return out;
}

void append_escaped(std::string& out, std::string_view text) {
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
}

struct Tag {
  std::string name;  // lower case
  bool end = false;
  std::string href;      // decoded; only read for <a>
  std::size_t next = 0;  // where the text after the tag starts
};

// Reads the tag that starts at html[at] == '<' (followed by a letter, or '/' and a letter).
Tag read_tag(std::string_view html, std::size_t at) {
  Tag tag;
  std::size_t i = at + 1;
  if (html[i] == '/') {
    tag.end = true;
    ++i;
  }
  while (i < html.size() && !space(html[i]) && html[i] != '/' && html[i] != '>') tag.name += lower(html[i++]);
  // Attributes, until '>' outside quotes.
  while (i < html.size() && html[i] != '>') {
    if (space(html[i]) || html[i] == '/') {
      ++i;
      continue;
    }
    std::string name;
    while (i < html.size() && !space(html[i]) && html[i] != '=' && html[i] != '>' && html[i] != '/')
      name += lower(html[i++]);
    while (i < html.size() && space(html[i])) ++i;
    std::string_view value;
    if (i < html.size() && html[i] == '=') {
      ++i;
      while (i < html.size() && space(html[i])) ++i;
      if (i < html.size() && (html[i] == '"' || html[i] == '\'')) {
        const char quote = html[i++];
        const auto close = html.find(quote, i);
        const auto end = close == std::string_view::npos ? html.size() : close;
        value = html.substr(i, end - i);
        i = close == std::string_view::npos ? html.size() : close + 1;
      } else {
        const std::size_t start = i;
        while (i < html.size() && !space(html[i]) && html[i] != '>') ++i;
        value = html.substr(start, i - start);
      }
    }
    if (name == "href" && tag.href.empty()) tag.href = decode_references(value);
  }
  tag.next = i < html.size() ? i + 1 : html.size();
  return tag;
}

// Where the raw-text element `name` ends: just after its "</name ...>", or the end of input.
std::size_t skip_content(std::string_view html, std::size_t from, std::string_view name) {
  for (std::size_t i = from; i + 1 < html.size(); ++i) {
    if (html[i] != '<' || html[i + 1] != '/') continue;
    std::size_t j = i + 2;
    std::size_t k = 0;
    while (k < name.size() && j < html.size() && lower(html[j]) == name[k]) ++j, ++k;
    if (k < name.size()) continue;
    if (j < html.size() && (letter(html[j]) || digit(html[j]))) continue;
    const auto close = html.find('>', j);
    return close == std::string_view::npos ? html.size() : close + 1;
  }
  return html.size();
}

std::string without_controls(std::string_view href) {
  std::string out;
  for (char c : href)
    if (static_cast<unsigned char>(c) > 0x20) out += c;
  return out;
}

bool starts_with_lower(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i)
    if (lower(s[i]) != prefix[i]) return false;
  return true;
}

}  // namespace

bool safe_page_href(std::string_view href) {
  const auto h = without_controls(href);
  if (h.empty()) return false;
  if (h[0] == '#') return true;
  if (h[0] == '/') return h.size() == 1 || (h[1] != '/' && h[1] != '\\');
  for (std::string_view scheme : {"http://", "https://", "mailto:", "tel:"})
    if (starts_with_lower(h, scheme)) return true;
  return false;
}

std::string sanitize_page_html(std::string_view html) {
  std::string out;
  std::vector<std::string> open;  // kept elements not closed yet
  for (std::size_t i = 0; i < html.size();) {
    const char c = html[i];
    if (c == '<') {
      const auto rest = html.substr(i);
      if (rest.starts_with("<!--")) {
        const auto close = html.find("-->", i + 4);
        i = close == std::string_view::npos ? html.size() : close + 3;
        continue;
      }
      if (rest.size() > 1 && (rest[1] == '!' || rest[1] == '?')) {
        const auto close = html.find('>', i);
        i = close == std::string_view::npos ? html.size() : close + 1;
        continue;
      }
      const bool starts_tag =
          rest.size() > 1 && (letter(rest[1]) || (rest[1] == '/' && rest.size() > 2 && letter(rest[2])));
      if (!starts_tag) {
        out += "&lt;";
        ++i;
        continue;
      }
      auto tag = read_tag(html, i);
      i = tag.next;
      if (!tag.end && listed(kDroppedWithContent, tag.name)) {
        i = skip_content(html, i, tag.name);
        continue;
      }
      if (tag.name == "br") {
        if (!tag.end) out += "<br>";
        continue;
      }
      if (!listed(kKept, tag.name)) continue;
      if (tag.end) {
        std::size_t depth = open.size();
        while (depth > 0 && open[depth - 1] != tag.name) --depth;
        if (depth == 0) continue;  // a stray end tag
        while (open.size() >= depth) {
          out += "</" + open.back() + ">";
          open.pop_back();
        }
        continue;
      }
      if (tag.name == "a" && safe_page_href(tag.href)) {
        out += "<a href=\"";
        append_escaped(out, without_controls(tag.href));
        out += "\">";
      } else {
        out += "<" + tag.name + ">";
      }
      open.push_back(tag.name);
      continue;
    }
    if (c == '&') {
      if (const auto n = reference_length(html.substr(i)); n > 0) {
        out.append(html.substr(i, n));
        i += n;
        continue;
      }
    }
    append_escaped(out, std::string_view(&html[i], 1));
    ++i;
  }
  while (!open.empty()) {
    out += "</" + open.back() + ">";
    open.pop_back();
  }
  return out;
}

}  // namespace karyana::domain

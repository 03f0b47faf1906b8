#include "graphql/parser/text.hpp"

#include <cstdio>
#include <optional>
#include <vector>

namespace karyana::graphql::parsing {

Location Locator::at(const char* p) {
  if (p < cur_) {  // asked for an earlier place (error reporting): start over
    cur_ = begin_;
    line_ = column_ = 1;
    after_cr_ = false;
  }
  for (; cur_ < p; ++cur_) {
    const auto c = static_cast<unsigned char>(*cur_);
    if (c == '\n') {
      if (!after_cr_) ++line_;  // \r\n is one line terminator
      column_ = 1;
      after_cr_ = false;
    } else if (c == '\r') {
      ++line_;
      column_ = 1;
      after_cr_ = true;
    } else {
      after_cr_ = false;
      if ((c & 0xC0) != 0x80) ++column_;  // continuation bytes are not characters
    }
  }
  return {line_, column_};
}

void append_utf8(std::string& out, char32_t cp) {
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

std::pair<char32_t, int> decode_utf8(const char* p, const char* end) {
  const auto c0 = static_cast<unsigned char>(*p);
  if (c0 < 0x80) return {c0, 1};
  int len = (c0 & 0xE0) == 0xC0 ? 2 : (c0 & 0xF0) == 0xE0 ? 3 : (c0 & 0xF8) == 0xF0 ? 4 : 0;
  if (len == 0 || end - p < len) return {0, 0};
  char32_t cp = c0 & (0x7F >> len);
  for (int i = 1; i < len; ++i) {
    const auto c = static_cast<unsigned char>(p[i]);
    if ((c & 0xC0) != 0x80) return {0, 0};
    cp = (cp << 6) | (c & 0x3F);
  }
  static constexpr char32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {0, 0};
  return {cp, len};
}

std::string print_char_at(const char* p, const char* end) {
  if (p >= end) return "<EOF>";
  const auto c = static_cast<unsigned char>(*p);
  if (c >= 0x20 && c <= 0x7E) return c == '"' ? "'\"'" : "\"" + std::string(1, static_cast<char>(c)) + "\"";
  auto [cp, len] = decode_utf8(p, end);
  if (len == 0) cp = c;  // not UTF-8: name the byte
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
}

namespace {

std::size_t leading_white_space(std::string_view line) {
  std::size_t n = 0;
  while (n < line.size() && (line[n] == ' ' || line[n] == '\t')) ++n;
  return n;
}

}  // namespace

std::string block_string_value(std::string_view raw) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '\n' && raw[i] != '\r') continue;
    lines.push_back(raw.substr(start, i - start));
    if (raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n') ++i;
    start = i + 1;
  }
  lines.push_back(raw.substr(start));

  std::optional<std::size_t> common_indent;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::size_t indent = leading_white_space(lines[i]);
    if (indent < lines[i].size() && (!common_indent || indent < *common_indent)) common_indent = indent;
  }
  if (common_indent) {
    for (std::size_t i = 1; i < lines.size(); ++i) lines[i].remove_prefix(std::min(*common_indent, lines[i].size()));
  }
  std::size_t first = 0, last = lines.size();
  while (first < last && leading_white_space(lines[first]) == lines[first].size()) ++first;
  while (last > first && leading_white_space(lines[last - 1]) == lines[last - 1].size()) --last;

  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = first; i < last; ++i) {
    if (i != first) out += '\n';
    out += lines[i];
  }
  return out;
}

}  // namespace karyana::graphql::parsing

// Text helpers of the parser: source positions, UTF-8, block string dedent and the way
// graphql-js prints a character in error messages.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "graphql/ast.hpp"

namespace karyana::graphql::parsing {

// Line and column (1-based, columns in code points) of pointers into one source. Requests
// usually come in increasing order, so it walks forward from the last answer: linear overall.
class Locator {
 public:
  explicit Locator(const char* begin) : begin_(begin), cur_(begin) {}
  Location at(const char* p);

 private:
  const char* begin_;
  const char* cur_;
  std::uint32_t line_ = 1, column_ = 1;
  bool after_cr_ = false;
};

// Appends the code point as UTF-8.
void append_utf8(std::string& out, char32_t cp);

// The code point at p (p < end) and its length in bytes; length 0 when not valid UTF-8.
std::pair<char32_t, int> decode_utf8(const char* p, const char* end);

// graphql-js's printCodePointAt: "<EOF>", "\"a\"" for printable ASCII, otherwise "U+00E9".
std::string print_char_at(const char* p, const char* end);

// The spec's BlockStringValue(): common indentation and blank first/last lines removed,
// line terminators normalised to \n. `raw` already has \""" replaced by """.
std::string block_string_value(std::string_view raw);

}  // namespace karyana::graphql::parsing

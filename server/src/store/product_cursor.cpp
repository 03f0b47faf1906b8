#include "store/product_cursor.hpp"

#include <charconv>
#include <cstdio>

namespace karyana::store {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::size_t kMaxCursor = 256;  // far above any real cursor; refuses junk early

std::string to_base64url(std::string_view in) {
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < in.size(); i += 3) {
    unsigned v = (static_cast<unsigned char>(in[i]) << 16) | (static_cast<unsigned char>(in[i + 1]) << 8) |
                 static_cast<unsigned char>(in[i + 2]);
    for (int shift : {18, 12, 6, 0}) out += kAlphabet[(v >> shift) & 63];
  }
  if (std::size_t rest = in.size() - i) {
    unsigned v = static_cast<unsigned char>(in[i]) << 16;
    if (rest == 2) v |= static_cast<unsigned char>(in[i + 1]) << 8;
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    if (rest == 2) out += kAlphabet[(v >> 6) & 63];
  }
  return out;
}

std::optional<std::string> from_base64url(std::string_view in) {
  if (in.size() % 4 == 1) return std::nullopt;
  std::string out;
  unsigned v = 0;
  int bits = 0;
  for (char ch : in) {
    int d = ch >= 'A' && ch <= 'Z'   ? ch - 'A'
            : ch >= 'a' && ch <= 'z' ? ch - 'a' + 26
            : ch >= '0' && ch <= '9' ? ch - '0' + 52
            : ch == '-'              ? 62
            : ch == '_'              ? 63
                                     : -1;
    if (d < 0) return std::nullopt;
    v = (v << 6) | static_cast<unsigned>(d);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((v >> bits) & 0xff);
    }
  }
  if (v & ((1u << bits) - 1)) return std::nullopt;  // non-canonical trailing bits
  return out;
}

bool is_hex(std::string_view text, std::size_t size) {
  if (text.size() != size) return false;
  for (char ch : text)
    if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) return false;
  return true;
}

bool is_id(std::string_view id) { return is_hex(id, 24); }

}  // namespace

std::string encode_cursor(const ProductCursor& cursor) {
  if (cursor.order == ProductCursor::Order::newest) return to_base64url("n|" + cursor.published_at + "|" + cursor.id);
  return to_base64url("k|" + std::to_string(cursor.position) + "|" + cursor.fingerprint);
}

std::optional<ProductCursor> decode_cursor(std::string_view text) {
  if (text.empty() || text.size() > kMaxCursor) return std::nullopt;
  auto raw = from_base64url(text);
  if (!raw || raw->size() < 4 || (*raw)[1] != '|') return std::nullopt;
  auto bar = raw->rfind('|');
  if (bar <= 1) return std::nullopt;
  std::string key = raw->substr(2, bar - 2);
  std::string last = raw->substr(bar + 1);
  ProductCursor cursor;
  switch ((*raw)[0]) {
    case 'n':
      if (!is_id(last)) return std::nullopt;
      // Not parsed as a date: any stamp the table holds must round-trip. Printable only.
      for (char ch : key)
        if (ch < 0x20 || ch > 0x7e) return std::nullopt;
      cursor.order = ProductCursor::Order::newest;
      cursor.published_at = std::move(key);
      cursor.id = std::move(last);
      return cursor;
    case 'k': {
      if (!is_hex(last, 16) || key.empty() || key.size() > 9) return std::nullopt;
      auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), cursor.position);
      if (error != std::errc() || end != key.data() + key.size() || cursor.position < 0) return std::nullopt;
      cursor.order = ProductCursor::Order::ranked;
      cursor.fingerprint = std::move(last);
      return cursor;
    }
    default:
      return std::nullopt;
  }
}

std::string query_fingerprint(std::string_view keywords, std::string_view cat_slug) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  auto mix = [&](std::string_view text) {
    for (unsigned char ch : text) hash = (hash ^ ch) * 0x100000001b3ull;
  };
  mix(keywords);
  mix(std::string_view("\0", 1));  // "ab"+"c" and "a"+"bc" differ
  mix(cat_slug);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
  return hex;
}

}  // namespace karyana::store

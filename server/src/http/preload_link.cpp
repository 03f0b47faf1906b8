#include "http/preload_link.hpp"

namespace karyana::http {

namespace {

// Printable ASCII without the characters that end a <URI-Reference>, a quoted string or a
// srcset candidate, or escape one.
bool safe_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u <= 0x20 || u >= 0x7f) return false;
  return c != '<' && c != '>' && c != '"' && c != ',' && c != '\\';
}

// Inside a quoted string: printable ASCII and spaces, no quote or backslash.
bool safe_quoted(std::string_view text) {
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x7f || c == '"' || c == '\\') return false;
  }
  return true;
}

}  // namespace

bool safe_link_url(std::string_view url) {
  if (url.empty()) return false;
  for (char c : url)
    if (!safe_char(c)) return false;
  return true;
}

std::string image_preload_link(std::string_view img, std::string_view thumb, int width, std::string_view sizes) {
  if (width <= 0 || !safe_link_url(img)) return {};
  std::string link = "<" + std::string(img) + ">; rel=preload; as=image";
  if (!thumb.empty() && thumb != img) {
    // The sizes are ours ("(max-width: 1280px) 100vw, 1232px"): spaces and commas are its syntax.
    if (!safe_link_url(thumb) || !safe_quoted(sizes)) return {};
    const int half = width / 2 + width % 2;  // Math.round(width / 2) for a positive width
    link += "; imagesrcset=\"" + std::string(thumb) + " " + std::to_string(half) + "w, " + std::string(img) + " " +
            std::to_string(width) + "w\"; imagesizes=\"" + std::string(sizes) + "\"";
  }
  return link + "; fetchpriority=high";
}

}  // namespace karyana::http

// Fuzzes the multipart/form-data reader of the upload route (http/multipart_form.*).
// Input: the Content-Type header value, a newline, the body. Every part must lie inside the body.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "http/multipart_form.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace karyana::http;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  if (newline == std::string_view::npos) return -1;
  const std::string_view content_type = input.substr(0, newline);
  const std::string_view body = input.substr(newline + 1);

  const auto boundary = multipart_boundary(content_type);
  if (!boundary) return 0;
  const auto form = parse_multipart(body, *boundary);
  if (!form) return 0;
  if (form->parts.size() > 16) std::abort();  // the default max_parts
  for (const auto& part : form->parts) {
    // Views into the body, nowhere else.
    if (part.data.data() < body.data() || part.data.data() + part.data.size() > body.data() + body.size()) std::abort();
    if (form->find(part.name) == nullptr) std::abort();
  }
  return 0;
}

// multipart/form-data bodies (RFC 7578) as browsers send them, read in place: parts are
// views into the request body. Only what form posts need: the boundary from Content-Type,
// each part's name, filename and content type.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::http {

struct FormPart {
  std::string name;
  std::optional<std::string> filename;  // set for file fields (possibly "")
  std::string content_type;             // as sent; never trusted for the file's format
  std::string_view data;                // into the body
};

struct MultipartForm {
  std::vector<FormPart> parts;
  // The first part of that name; nullptr when absent.
  const FormPart* find(std::string_view name) const;
};

// The boundary of a "multipart/form-data; boundary=…" content type; nullopt otherwise.
std::optional<std::string> multipart_boundary(std::string_view content_type);

// nullopt for a malformed body (no closing delimiter, a part without Content-Disposition
// form-data, headers over 8 KiB, or more than max_parts parts).
std::optional<MultipartForm> parse_multipart(std::string_view body, std::string_view boundary,
                                             std::size_t max_parts = 16);

}  // namespace karyana::http

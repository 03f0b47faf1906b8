// The upload route's form: http/ parses the multipart/form-data body, the API reads plain parts
// (api::UploadForm), so the API never sees the HTTP layer.
#pragma once

#include <optional>
#include <string_view>

#include "api/rest/upload_route.hpp"

namespace karyana::app {

// nullopt when the content type is not multipart/form-data with a boundary, or the body is
// malformed (http::parse_multipart). The form's views point into `body`.
std::optional<api::UploadForm> upload_form(std::string_view content_type, std::string_view body);

}  // namespace karyana::app

// Content types of the files the web app and the media folder hold.
#pragma once

#include <string_view>

namespace karyana::http {

// By file extension (case-insensitive); "application/octet-stream" when unknown.
std::string_view content_type_for(std::string_view path);

}  // namespace karyana::http

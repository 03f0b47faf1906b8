#include "app/upload_form.hpp"

#include "http/multipart_form.hpp"

namespace karyana::app {

std::optional<api::UploadForm> upload_form(std::string_view content_type, std::string_view body) {
  const auto boundary = http::multipart_boundary(content_type);
  if (!boundary) return std::nullopt;
  const auto parsed = http::parse_multipart(body, *boundary);
  if (!parsed) return std::nullopt;
  api::UploadForm form;
  if (const auto* file = parsed->find("file")) form.file = api::UploadForm::File{file->data, file->filename};
  if (const auto* thumb = parsed->find("thumbSize")) form.thumb_size = thumb->data;
  if (const auto* kind = parsed->find("kind")) form.kind = kind->data;
  return form;
}

}  // namespace karyana::app

#include "api/rest/upload_route.hpp"

#include <charconv>
#include <filesystem>
#include <fstream>

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/accounts/upload_cleanup.hpp"
#include "api/auth_guard.hpp"
#include "api/auth_services.hpp"
#include "api/message_codes.hpp"
#include "api/staff/staff_guard.hpp"
#include "domain/staff_roles.hpp"
#include "media/phone_variant.hpp"
#include "media/upload_files.hpp"
#include "store/ids.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

inline constexpr const char* kUploadComplete = "Upload complete";
inline constexpr const char* kNotMultipart = "Invalid submission! Please verify your input.";
inline constexpr const char* kNoFile = "Please choose a file to upload";
inline constexpr const char* kNotImage = "Only PNG and JPEG images can be uploaded";
inline constexpr const char* kUnreadable = "The image could not be read. Please try another file.";
inline constexpr const char* kTooManyUploads = "Too many uploads. Please try again later.";

std::string too_large_message(std::size_t bytes) {
  return "The file is too large. The maximum size is " + std::to_string(bytes / (1024 * 1024)) + " MB.";
}

std::string too_many_pixels_message(const media::UploadLimits& limits) {
  return "The image is too large. The maximum is " + std::to_string(limits.max_pixels / 1'000'000) +
         " megapixels and " + std::to_string(limits.max_side) + " pixels per side.";
}

UploadResponse reply(int status, const json::object& body, std::vector<std::pair<std::string, std::string>> headers) {
  headers.emplace_back("Content-Type", "application/json");
  headers.emplace_back("Cache-Control", "no-store");
  return {status, std::move(headers), json::serialize(body)};
}

UploadResponse failed(int status, std::string message, const std::string& code,
                      std::vector<std::pair<std::string, std::string>> headers = {}) {
  return reply(status,
               {{"id", nullptr},
                {"srcUrl", nullptr},
                {"thumbUrl", nullptr},
                {"error", error_info(std::move(message), code)},
                {"success", nullptr}},
               std::move(headers));
}

int thumb_size_of(const UploadForm& form) {
  if (!form.thumb_size) return kDefaultThumbSize;
  int size = 0;
  const auto* end = form.thumb_size->data() + form.thumb_size->size();
  auto [ptr, ec] = std::from_chars(form.thumb_size->data(), end, size);
  return ec == std::errc() && ptr == end ? size : kDefaultThumbSize;
}

// The name the browser gave the file, at most 255 bytes (kept for the record, never used as a path).
std::string original_name(const UploadForm::File& file) {
  std::string name = file.filename.value_or("");
  if (name.size() > 255) name.resize(255);
  return name;
}

// Written beside the target and renamed, so /media never serves half a file.
void write_file(const fs::path& path, std::string_view bytes) {
  const fs::path temp = path.parent_path() / ("." + path.filename().string() + ".tmp");
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) throw std::runtime_error("cannot write " + temp.string());
  }
  fs::rename(temp, path);
}

}  // namespace

UploadResponse handle_upload(Services& services, const UploadConfig& config, const UploadRequest& request) {
  ApiContext context(services, request.client_ip, request.token, request.refresh_token);
  context.user_agent = request.user_agent;
  const auto& principal = context.principal();
  auto& headers = context.response_headers;  // rotated tokens, when a refresh happened
  if (!principal) return failed(401, kAuthenticationRequired, "UNAUTHENTICATED", headers);
  if (principal->user_status != "enabled") {
    auto user = services.stores.accounts().user_by_id(principal->user_id);
    return failed(403, not_enabled_message(user ? user->status_note : std::nullopt), "FORBIDDEN", headers);
  }
  const std::string user_id = principal->user_id;
  // A catalogue picture (kind=picture) is for the staff who may edit products (docs/api.md
  // 'Staff: pictures'); checked before the file is read, like the role of a staff field.
  const bool staff_picture = request.form && request.form->kind == std::string_view(kPictureKind);
  if (staff_picture) {
    auto member = services.stores.staff().find(user_id);
    const auto role = member && !member->disabled_at ? domain::parse_staff_role(member->role) : std::nullopt;
    if (!role) return failed(403, kStaffOnly, "FORBIDDEN", headers);
    if (!domain::role_may(*role, domain::StaffOperation::SaveProduct))
      return failed(403, kRoleNotAllowed, "FORBIDDEN", headers);
  }

  const auto& form = request.form;
  if (!form) return failed(400, kNotMultipart, "BAD_REQUEST", headers);
  const auto& file = form->file;
  if (!file || !file->filename || file->data.empty()) return failed(400, kNoFile, "NO_FILE", headers);
  if (file->data.size() > config.limits.max_bytes)
    return failed(413, too_large_message(config.limits.max_bytes), "TOO_LARGE", headers);

  auto& auth = auth_services(context);
  auto limit = auth.limiter.hit({{auth::rate_rules::upload_account, user_id}});
  if (!limit.allowed) {
    auto seconds = auth::retry_after_seconds(limit.retry_after);
    headers.emplace_back("Retry-After", std::to_string(seconds));
    return failed(429, kTooManyUploads, "RATE_LIMITED", headers);
  }

  // A staff picture may become a wide banner: it gets a phone-sized copy too (media/phone_variant.hpp).
  auto outcome =
      media::process_upload(file->data, thumb_size_of(*form), config.limits, staff_picture ? media::kPhoneWidth : 0);
  switch (outcome.error) {
    case media::UploadError::none:
      break;
    case media::UploadError::not_image:
      return failed(415, kNotImage, "UNSUPPORTED_TYPE", headers);
    case media::UploadError::too_large:
      return failed(413, too_large_message(config.limits.max_bytes), "TOO_LARGE", headers);
    case media::UploadError::too_many_pixels:
      return failed(422, too_many_pixels_message(config.limits), "TOO_MANY_PIXELS", headers);
    case media::UploadError::unreadable:
      return failed(422, kUnreadable, "UNREADABLE", headers);
  }

  const auto& image = *outcome.image;
  const std::string id = store::new_id();
  const std::string ext = media::upload_extension(image.format);
  // Recorded before the files are written: a file on disk always has its row, so deleting the
  // upload or sweeping it finds the file. A failed write takes the row away again.
  auto& uploads = services.stores.uploads();
  const auto record =
      uploads.record(id, {.owner_id = user_id,
                          .kind = staff_picture ? kPictureKind : "asset",
                          .original_name = original_name(*file),
                          .path = media::upload_url(user_id, id, ext),
                          .thumb_path = media::upload_url(user_id, id, ext, /*thumb=*/true),
                          .mime_type = image.format == media::UploadFormat::png ? "image/png" : "image/jpeg",
                          .width = image.width,
                          .height = image.height,
                          .size_bytes = static_cast<std::int64_t>(image.image.size())});
  try {
    fs::create_directories(fs::path(config.media_dir) / "uploads" / user_id);
    write_file(*media::upload_file(config.media_dir, record.path), image.image);
    write_file(*media::upload_file(config.media_dir, *record.thumb_path), image.thumb);
    if (!image.phone.empty())
      write_file(*media::upload_file(config.media_dir, *media::phone_variant_url(record.path)), image.phone);
  } catch (...) {
    if (auto removed = uploads.remove_owned(user_id, id)) delete_upload_files(config.media_dir, {*removed});
    throw;
  }
  spdlog::debug("upload {} by {}: {}x{} → {}x{}", id, user_id, outcome.source_width, outcome.source_height, image.width,
                image.height);

  return reply(200,
               {{"id", id},
                {"srcUrl", record.path},
                {"thumbUrl", *record.thumb_path},
                {"width", image.width},
                {"height", image.height},
                {"error", nullptr},
                {"success", success_object(kUploadComplete)}},
               headers);
}

}  // namespace karyana::api

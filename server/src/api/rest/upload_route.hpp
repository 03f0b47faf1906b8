// POST /api/upload/assets (accounts.md §7): a signed-in user's picture upload.
//
// Request: multipart/form-data with `file` (the picture), optional `name` (ignored), optional
// `thumbSize` (thumbnail box in pixels, default 200, clamped to 16..1024), optional `kind`
// ("picture": a catalogue picture, for owners and managers only, else 403 FORBIDDEN
// ROLE_NOT_ALLOWED / STAFF_ONLY; docs/api.md 'Staff: pictures'; any other value: an ordinary
// upload) and any other fields (ignored). The caller is identified by the `token` header or `Authorization:
// Bearer …` (a `refresh-token` header may renew an expired access token; the new pair comes
// back in the response headers, as for GraphQL). Needing a token header also makes this a
// non-simple request, so no other site can post to it from a browser (no CSRF).
//
// Answer (JSON, also on errors):
//   {"id":"<24 hex>","srcUrl":"/media/uploads/<user>/<id>.png",
//    "thumbUrl":"/media/uploads/<user>/<id>-thumb.png","width":…,"height":…,
//    "error":null,"success":{"message":"Upload complete","textCode":"UPLOAD_COMPLETE"}}
//   {"id":null,"srcUrl":null,"thumbUrl":null,"error":{"message":"…","code":"…"},"success":null}
// with 401 (no valid token), 403 (account not enabled), 400 (not multipart / no file),
// 413 (file over 5 MB), 415 (not a PNG or JPEG), 422 (too many pixels or unreadable),
// 429 (too many uploads). Files go to <media dir>/uploads/<user id>/ and are served by /media;
// each upload is recorded in the `uploads` table (store/upload_store.hpp), so deleteUpload,
// a replaced avatar and the sweep of unused uploads (api/accounts/upload_cleanup.hpp) delete its files.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "api/api_context.hpp"
#include "media/image_upload.hpp"

namespace karyana::api {

inline constexpr const char* kUploadPath = "/api/upload/assets";
inline constexpr int kDefaultThumbSize = 200;
// The upload kind of a staff member's catalogue picture (the only kind a product or a category
// may show; store/picture_store.hpp).
inline constexpr const char* kPictureKind = "picture";

struct UploadConfig {
  std::string media_dir;  // uploads are written below <media_dir>/uploads
  media::UploadLimits limits;
};

// The parts of the multipart/form-data body the upload reads, as the route wiring parsed them
// (app/upload_form.hpp over http/multipart_form.hpp); views into the request body.
struct UploadForm {
  struct File {
    std::string_view data;
    std::optional<std::string> filename;  // set when the part is a file field (possibly "")
  };
  std::optional<File> file;                    // the first `file` part
  std::optional<std::string_view> thumb_size;  // the first `thumbSize` part's text
  std::optional<std::string_view> kind;        // the first `kind` part's text ("picture": a staff picture)
};

struct UploadRequest {
  std::optional<UploadForm> form;  // nullopt: not multipart/form-data, or malformed
  std::string client_ip;
  std::string user_agent;
  std::string token;          // from `token` or `Authorization: Bearer …`
  std::string refresh_token;  // from `refresh-token`
};

struct UploadResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;  // Content-Type included
  std::string body;
};

UploadResponse handle_upload(Services& services, const UploadConfig& config, const UploadRequest& request);

}  // namespace karyana::api

// deleteUpload (accounts.md §7: "Deleting an uploaded file uses a caller-supplied callback"; the
// call is ours): the signed-in customer deletes one of their own uploads. The row and both
// files go, and an avatar that showed the picture is cleared in the same transaction.
// Another customer's upload and an unknown id get the same NOT_FOUND answer in the payload, so
// nobody learns which ids exist. Success: {_id, success {message 'File removed'}}.
#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/accounts/upload_cleanup.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "store/ids.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kFileRemoved = "File removed";
inline constexpr const char* kUploadNotFound = "File not found";

json::value delete_upload(const graphql::ResolveInfo& info) {
  auto user_id = require_user(info);
  const std::string id = text_arg(info.args, "id");
  auto& ctx = api_context(info);
  std::optional<store::UploadRecord> removed;
  if (store::looks_like_id(id)) removed = ctx.services.stores.uploads().remove_owned(user_id, id);
  if (!removed)
    return json::object{{"_id", nullptr}, {"error", error_info(kUploadNotFound, "NOT_FOUND")}, {"success", nullptr}};
  delete_upload_files(ctx.services.media_dir, {*removed});
  return json::object{{"_id", removed->id}, {"error", nullptr}, {"success", success_object(kFileRemoved)}};
}

}  // namespace

void add_upload_resolvers(graphql::Resolvers& resolvers) { resolvers.add("Mutation.deleteUpload", delete_upload); }

}  // namespace karyana::api

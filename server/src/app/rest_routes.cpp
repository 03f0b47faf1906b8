#include "app/rest_routes.hpp"

#include <boost/json/object.hpp>

#include "api/rest/login_route.hpp"
#include "api/rest/search_answers.hpp"
#include "api/rest/search_route.hpp"
#include "api/rest/upload_route.hpp"
#include "api/ws_context.hpp"
#include "app/upload_form.hpp"
#include "http/http_util.hpp"
#include "store/stores.hpp"

namespace karyana::app {

namespace {

std::string string_member(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

}  // namespace

std::vector<Route> rest_routes(api::Services& services, search::ProductSearch& search, const std::string& media_dir) {
  std::vector<Route> routes;
  routes.push_back({.method = "PUT",
                    .path = api::kLoginPath,
                    .handler =
                        [&services](const http::HttpRequest& request) {
                          auto login =
                              api::handle_login(services, {.body = request.body,
                                                           .client_ip = request.client_key,
                                                           .user_agent = std::string(request.header("user-agent"))});
                          return http::HttpResponse{.status = login.status,
                                                    .headers = std::move(login.headers),
                                                    .body = std::move(login.body),
                                                    .file = {}};
                        },
                    .large_body = false,
                    .heavy = true});  // Argon2id: on the work pool
  // Uploads may carry up to ServerConfig::max_upload_bytes (6 MiB: a 5 MB file plus the form).
  routes.push_back({.method = "POST",
                    .path = api::kUploadPath,
                    .handler =
                        [&services, upload_config = api::UploadConfig{.media_dir = media_dir, .limits = {}}](
                            const http::HttpRequest& request) {
                          auto upload = api::handle_upload(
                              services, upload_config,
                              {.form = upload_form(request.header("content-type"), request.body),
                               .client_ip = request.client_key,
                               .user_agent = std::string(request.header("user-agent")),
                               .token = http::bearer_or_token(request.header("token"), request.header("authorization")),
                               .refresh_token = std::string(request.header("refresh-token"))});
                          return http::HttpResponse{.status = upload.status,
                                                    .headers = std::move(upload.headers),
                                                    .body = std::move(upload.body),
                                                    .file = {}};
                        },
                    .large_body = true,
                    .heavy = true});  // picture decoding: on the work pool
  routes.push_back(
      {.method = "POST",
       .path = api::kSearchPath,
       .handler =
           [&search, &services, answers = std::make_shared<api::SearchAnswers>()](const http::HttpRequest& request) {
             // The version before the answer is computed (api/rest/search_answers.hpp).
             const auto version = services.stores.catalogue_version().current();
             auto answer = api::handle_search(search, *answers, version, request.body);
             return http::HttpResponse{.status = answer.status,
                                       .headers = std::move(answer.headers),
                                       .body = std::move(answer.body),
                                       .file = {}};
           },
       .large_body = false,
       .heavy = false});
  return routes;
}

// The API knows a client by its key (http/client_address.hpp: an IPv6 client's /64), so every
// per-address limit and the sessions' recorded address group a client's network together.
http::ContextFactory http_context_factory(api::Services& services) {
  return [&services](const http::HttpRequest& request) -> std::shared_ptr<graphql::Context> {
    auto context = std::make_shared<api::ApiContext>(
        services, request.client_key, http::bearer_or_token(request.header("token"), request.header("authorization")),
        std::string(request.header("refresh-token")));
    context->user_agent = std::string(request.header("user-agent"));
    context->idempotency_key = std::string(request.header("idempotency-key"));
    return context;
  };
}

// graphql-ws clients send their credentials in connection_init's payload. Signed in once here,
// then checked for every operation and event (api/ws_context.hpp). A socket cannot hand rotated
// tokens back; the client refreshes over HTTP and reconnects.
http::WsContextFactory ws_context_factory(api::Services& services) {
  return [&services](const boost::json::object& payload,
                     const http::HttpRequest& request) -> std::shared_ptr<graphql::Context> {
    return std::make_shared<api::WsApiContext>(
        services, request.client_key,
        http::bearer_or_token(string_member(payload, "token"), string_member(payload, "Authorization")),
        string_member(payload, "refresh-token"));
  };
}

}  // namespace karyana::app

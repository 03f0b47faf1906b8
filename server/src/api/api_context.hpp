// The per-request GraphQL context every resolver of the api room receives: the stores, the
// caller's address and tokens, the bus, and the signed-in user (resolved on first use).
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "auth/tokens.hpp"
#include "graphql/engine.hpp"

namespace karyana::store {
class Stores;
}
namespace karyana::graphql {
class PubSub;
}
namespace karyana::search {
class ProductSearch;
}

namespace karyana::api {

struct AuthServices;

// Process-wide services the resolvers share; owned by main and outliving every request.
struct Services {
  store::Stores& stores;
  graphql::PubSub& pubsub;
  // Settings forced at start (for example suspend_app=true); shown instead of the stored value.
  std::map<std::string, std::string> setting_overrides;
  // Tokens, codes, rate limits, sign-in. Null only in tests that need no accounts.
  AuthServices* auth = nullptr;
  // The faceted search engine, shared with the search route so client_productsQuery's keywords
  // find what the search page finds. Null only in tests that search no keywords.
  search::ProductSearch* search = nullptr;
  // The folder served under /media (uploads live in <media_dir>/uploads). Empty in tests that
  // delete no upload files.
  std::string media_dir = {};
};

struct ApiContext : graphql::Context {
  ApiContext(Services& services, std::string client_ip, std::string token, std::string refresh_token)
      : services(services),
        client_ip(std::move(client_ip)),
        token(std::move(token)),
        refresh_token(std::move(refresh_token)) {}

  void on_internal_error(std::string_view field, std::string_view what) override;

  // The signed-in caller, checked once per request. When the access token is missing, expired
  // or invalid and refresh is allowed, a valid refresh token is rotated and the new pair goes
  // into response_headers ("token", "refresh-token"). Status is not checked here.
  const std::optional<auth::Principal>& principal();
  // Replaces the caller after a sign-in within this request (registration).
  void signed_in(const auth::SignIn& session);

  Services& services;
  std::string client_ip;
  std::string user_agent;
  std::string token;            // from the `token` header or `Authorization: Bearer …`
  std::string refresh_token;    // from the `refresh-token` header
  std::string idempotency_key;  // from the `Idempotency-Key` header (createOrderFromCart)
  // False for websocket contexts: the client could not receive rotated tokens there, and
  // a lost rotation would make its next refresh look like reuse (revoking the family).
  bool allow_refresh = true;

 private:
  std::mutex principal_mutex_;
  bool principal_resolved_ = false;
  std::optional<auth::Principal> principal_;
};

// The ApiContext behind a resolver's context (every context the transport builds is one).
inline ApiContext& api_context(const graphql::ResolveInfo& info) { return static_cast<ApiContext&>(info.context); }

// The auth services; throws (an internal error) when main did not provide them.
AuthServices& auth_services(ApiContext& context);
// The search engine; throws (an internal error) when main did not provide it.
search::ProductSearch& product_search(ApiContext& context);

}  // namespace karyana::api

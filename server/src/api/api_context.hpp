// The per-request GraphQL context every resolver of the api room receives: the stores, the
// caller's address and tokens, and the bus. Accounts (issue 4) adds the signed-in user here.
#pragma once

#include <map>
#include <string>

#include "graphql/engine.hpp"

namespace karyana::store {
class Stores;
}
namespace karyana::graphql {
class PubSub;
}

namespace karyana::api {

// Process-wide services the resolvers share; owned by main and outliving every request.
struct Services {
  store::Stores& stores;
  graphql::PubSub& pubsub;
  // Settings forced at start (for example suspend_app=true); shown instead of the stored value.
  std::map<std::string, std::string> setting_overrides;
};

struct ApiContext : graphql::Context {
  ApiContext(Services& services, std::string client_ip, std::string token, std::string refresh_token)
      : services(services),
        client_ip(std::move(client_ip)),
        token(std::move(token)),
        refresh_token(std::move(refresh_token)) {}

  void on_internal_error(std::string_view field, std::string_view what) override;

  Services& services;
  std::string client_ip;
  std::string token;          // from the `token` header or `Authorization: Bearer …`
  std::string refresh_token;  // from the `refresh-token` header
};

// The ApiContext behind a resolver's context (every context the transport builds is one).
inline ApiContext& api_context(const graphql::ResolveInfo& info) {
  return static_cast<ApiContext&>(info.context);
}

}  // namespace karyana::api

#include "api/api_context.hpp"
#include "api/catalogue/catalogue_resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {

std::unordered_set<std::string> pending_alerts_of_caller(const graphql::ResolveInfo& info,
                                                         const std::vector<const store::Product*>& products) {
  auto& context = api_context(info);
  // Only a caller who sent a token is looked up: a visitor's page costs no extra query.
  if (products.empty() || (context.token.empty() && context.refresh_token.empty())) return {};
  const auto& principal = context.principal();
  if (!principal || principal->user_status != "enabled") return {};
  std::vector<std::string> ids;
  ids.reserve(products.size());
  for (const auto* p : products) ids.push_back(p->id);
  auto pending = context.services.stores.catalogue().pending_alerts(principal->user_id, ids);
  return {pending.begin(), pending.end()};
}

}  // namespace karyana::api

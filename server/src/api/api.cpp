#include "api/api.hpp"

#include "api/resolvers.hpp"
#include "api/schema_sdl.hpp"
#include "graphql/schema.hpp"

namespace karyana::api {

std::unique_ptr<graphql::Engine> make_engine(graphql::Limits limits) {
  graphql::Resolvers resolvers;
  add_settings_resolvers(resolvers);
  add_catalogue_resolvers(resolvers);
  add_content_resolvers(resolvers);
  add_subscription_resolvers(resolvers);
  add_account_resolvers(resolvers);
  add_address_resolvers(resolvers);
  add_profile_resolvers(resolvers);
  add_password_resolvers(resolvers);
  add_cart_resolvers(resolvers);
  add_slot_resolvers(resolvers);
  add_voucher_resolvers(resolvers);
  add_order_placement_resolvers(resolvers);
  add_order_resolvers(resolvers);
  add_reorder_resolvers(resolvers);
  add_upload_resolvers(resolvers);
  add_staff_query_resolvers(resolvers);
  add_staff_mutation_resolvers(resolvers);
  return std::make_unique<graphql::Engine>(graphql::Schema::from_sdl(kSchemaSdl), std::move(resolvers), limits);
}

}  // namespace karyana::api

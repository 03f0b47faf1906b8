#include "api/api.hpp"

#include "api/checkout/order_outcome_metrics.hpp"
#include "api/resolvers.hpp"
#include "api/schema_sdl.hpp"
#include "graphql/resolver_names.hpp"
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
  count_order_outcomes(resolvers);  // GET /metrics: orders placed and refused
  add_order_resolvers(resolvers);
  add_reorder_resolvers(resolvers);
  add_upload_resolvers(resolvers);
  add_staff_query_resolvers(resolvers);
  add_staff_mutation_resolvers(resolvers);
  add_staff_product_query_resolvers(resolvers);
  add_staff_product_mutation_resolvers(resolvers);
  add_staff_product_import_resolvers(resolvers);
  add_staff_slot_resolvers(resolvers);
  add_staff_settings_resolvers(resolvers);
  add_staff_voucher_resolvers(resolvers);
  add_staff_category_resolvers(resolvers);
  add_staff_customer_resolvers(resolvers);
  add_staff_page_resolvers(resolvers);
  add_staff_home_resolvers(resolvers);
  add_staff_zone_resolvers(resolvers);
  add_staff_picture_resolvers(resolvers);
  auto schema = graphql::Schema::from_sdl(kSchemaSdl);
  // Every operation of schema.graphql has its resolver: a field added to the schema alone refuses to start.
  graphql::execution::check_root_resolvers(*schema, resolvers);
  return std::make_unique<graphql::Engine>(std::move(schema), std::move(resolvers), limits);
}

}  // namespace karyana::api

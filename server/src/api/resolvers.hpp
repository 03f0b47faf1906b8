// Resolver registration, one function per feature file (settings_resolvers.cpp, ...).
#pragma once

#include "graphql/engine.hpp"

namespace karyana::api {

void add_settings_resolvers(graphql::Resolvers& resolvers);
void add_catalogue_resolvers(graphql::Resolvers& resolvers);
void add_content_resolvers(graphql::Resolvers& resolvers);
void add_subscription_resolvers(graphql::Resolvers& resolvers);
void add_account_resolvers(graphql::Resolvers& resolvers);
void add_address_resolvers(graphql::Resolvers& resolvers);
void add_profile_resolvers(graphql::Resolvers& resolvers);
void add_password_resolvers(graphql::Resolvers& resolvers);
void add_cart_resolvers(graphql::Resolvers& resolvers);
void add_slot_resolvers(graphql::Resolvers& resolvers);
void add_voucher_resolvers(graphql::Resolvers& resolvers);
void add_order_placement_resolvers(graphql::Resolvers& resolvers);
void add_order_resolvers(graphql::Resolvers& resolvers);
void add_reorder_resolvers(graphql::Resolvers& resolvers);
void add_upload_resolvers(graphql::Resolvers& resolvers);
void add_staff_query_resolvers(graphql::Resolvers& resolvers);
void add_staff_mutation_resolvers(graphql::Resolvers& resolvers);
void add_staff_product_query_resolvers(graphql::Resolvers& resolvers);
void add_staff_product_mutation_resolvers(graphql::Resolvers& resolvers);
void add_staff_product_import_resolvers(graphql::Resolvers& resolvers);
void add_staff_slot_resolvers(graphql::Resolvers& resolvers);
void add_staff_settings_resolvers(graphql::Resolvers& resolvers);
void add_staff_voucher_resolvers(graphql::Resolvers& resolvers);
void add_staff_category_resolvers(graphql::Resolvers& resolvers);
void add_staff_customer_resolvers(graphql::Resolvers& resolvers);
void add_staff_page_resolvers(graphql::Resolvers& resolvers);
void add_staff_home_resolvers(graphql::Resolvers& resolvers);
void add_staff_zone_resolvers(graphql::Resolvers& resolvers);
void add_staff_picture_resolvers(graphql::Resolvers& resolvers);

}  // namespace karyana::api

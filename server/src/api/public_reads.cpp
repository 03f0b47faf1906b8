#include "api/public_reads.hpp"

namespace karyana::api {

const PublicReads& public_reads() {
  static const PublicReads reads{
      .root_fields = {"settings_str", "productCats", "client_productsQuery", "productBySlug", "pageSettingByKey",
                      "pageBySlug", "offerByKey"},
      // Product.already_in_alert (catalogue_alerts.cpp: 'yes' for the caller's pending alerts).
      .per_user_fields = {"already_in_alert"},
  };
  return reads;
}

}  // namespace karyana::api

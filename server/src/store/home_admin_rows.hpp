// What the SQLite and PostgreSQL home admin stores share (issue 20): the banner group's row
// mapping, the checks of a save's items and products (the engine answers only the lookups) and
// the audit rows — one copy, so the two engines refuse and audit alike.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "store/audit_store.hpp"
#include "store/home_admin_store.hpp"

namespace karyana::store::home_admin_rows {

inline constexpr const char* kHomeKey = "home";
inline constexpr const char* kOfferKey = "last-min";

// The columns read_banner_group() expects (banner_groups `g`), then the version.
inline constexpr const char* kBannerGroupColumns =
    "SELECT g.id, g.title, g.key, g.height, g.width, g.status, g.deleteable, g.version FROM banner_groups g";

template <class Row>
AdminBannerGroup read_banner_group(const Row& row) {
  AdminBannerGroup a;
  a.group = {row.get_text(0),
             row.get_text(1),
             row.get_text(2),
             static_cast<int>(row.get_int(3)),
             static_cast<int>(row.get_int(4)),
             row.get_text(5),
             static_cast<int>(row.get_int(6)),
             {}};
  a.version = row.get_int(7);
  return a;
}

template <class Row>
BannerItem read_banner_item(const Row& row) {
  return {row.get_text(0), row.get_text(1), row.get_text(2), row.get_text(3), row.get_text(4)};
}

// A staff picture upload's (img, thumb) by upload id; nullopt when there is none.
using FindUpload = std::function<std::optional<std::pair<std::string, std::string>>(const std::string& upload_id)>;

// Each written item's picture: one of the group's items kept, or a staff member's picture upload
// (new items get `new_id()`); the refusal naming the first item at fault otherwise.
struct BannerItems {
  std::vector<BannerItem> items;
  std::optional<HomeSaveResult> refusal;
};
BannerItems banner_items(const BannerGroup& before, const std::vector<BannerItemWrite>& written,
                         const FindUpload& find_upload);

// The first product unknown or not published (nullopt: all fine); `status` answers a product's
// status, nullopt when there is no such product.
std::optional<HomeSaveResult> check_products(
    const std::vector<std::string>& ids,
    const std::function<std::optional<std::string>(const std::string& id)>& status);

NewAuditEntry banner_audit(const std::string& actor_id, const std::string& key, const BannerGroup& before,
                           const BannerGroup& after);
// 'home.list' or 'offer.save'.
NewAuditEntry list_audit(const std::string& actor_id, const std::string& action, const std::string& key,
                         const AdminProductList& before, const AdminProductList& after);

}  // namespace karyana::store::home_admin_rows

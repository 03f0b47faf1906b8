// The rules of the home page and offers the console edits (issue 18; docs/api.md 'Staff: home page
// and offers'): banner items (a link each, at most 10 a group, a picture kept or uploaded) and the
// home product lists and offers (a title, at most 50 products, none twice). Pure: the store checks
// what needs the database (an item of the group, a product known and published).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/account_rules.hpp"

namespace karyana::domain {

namespace home_messages {
inline constexpr const char* kHomeChanged =
    "This part of the home page was changed by someone else. Reload it to see the change.";
inline constexpr const char* kHomeKeyNotFound = "There is no such part of the home page";
inline constexpr const char* kBannerUrlInvalid =
    "Give a link starting with https:// or a store path like /product/name";
inline constexpr const char* kBannerItemsTooMany = "A banner group holds at most 10 pictures";
inline constexpr const char* kBannerItemNotFound = "This picture is no longer in the banner group. Reload it.";
inline constexpr const char* kBannerUploadNotFound = "Upload the picture again";
inline constexpr const char* kBannerImageRequired = "Choose a picture";
inline constexpr const char* kHomeStatusInvalid = "Choose published or draft";
inline constexpr const char* kHomeProductNotFound = "Product not found";
inline constexpr const char* kHomeProductUnpublished = "Only published products can be listed";
inline constexpr const char* kHomeProductTwice = "This product is already in the list";
inline constexpr const char* kHomeProductsTooMany = "A list holds at most 50 products";
}  // namespace home_messages

inline constexpr std::size_t kBannerItemsMax = 10;
inline constexpr std::size_t kBannerUrlMax = 500;
inline constexpr std::size_t kHomeProductsMax = 50;
inline constexpr std::size_t kHomeTitleMax = 100;

// A banner's link: http:// or https:// with a host, or a store path starting with exactly one "/"
// (/product/atta, /category/tea?sort=price); no spaces or control characters; at most 500.
bool valid_banner_url(std::string_view url);

// One banner item as the console sends it (trimmed): `id` keeps that item's picture, `upload_id`
// brings a new one (the caller's upload).
struct BannerItemForm {
  std::string id;
  std::string upload_id;
  std::string url;
};

// Checked in the order status, the count, then each item's picture and url (details
// items.N.upload_id, items.N.url).
std::optional<Violation> check_banner_group(const std::string& status, const std::vector<BannerItemForm>& items);

// A home list (no status: `status` nullopt) or an offer. Checked in the order title, status,
// the count, then no id twice (details product_ids.N, N the second one).
std::optional<Violation> check_product_list(const std::string& title, const std::optional<std::string>& status,
                                            const std::vector<std::string>& product_ids);

// "items.3.url" and the like.
std::string entry_field(std::string_view list, std::size_t index, std::string_view field = {});

}  // namespace karyana::domain

#include "domain/home_rules.hpp"

#include <set>

namespace karyana::domain {

namespace m = home_messages;

namespace {

bool valid_status(const std::string& status) { return status == "published" || status == "draft"; }

bool has_space_or_control(std::string_view text) {
  for (unsigned char ch : text)
    if (ch <= 0x20 || ch == 0x7f) return true;
  return false;
}

}  // namespace

bool valid_banner_url(std::string_view url) {
  if (url.empty() || url.size() > kBannerUrlMax || has_space_or_control(url)) return false;
  if (url.starts_with("/")) return !url.starts_with("//") && !url.starts_with("/\\");
  for (std::string_view scheme : {"https://", "http://"}) {
    if (!url.starts_with(scheme)) continue;
    auto rest = url.substr(scheme.size());
    auto host = rest.substr(0, rest.find_first_of("/?#"));
    return !host.empty() && host.find('@') == std::string_view::npos;
  }
  return false;
}

std::string entry_field(std::string_view list, std::size_t index, std::string_view field) {
  std::string out = std::string(list) + "." + std::to_string(index);
  if (!field.empty()) out += "." + std::string(field);
  return out;
}

std::optional<Violation> check_banner_group(const std::string& status, const std::vector<BannerItemForm>& items) {
  if (!valid_status(status)) return Violation{"status", m::kHomeStatusInvalid};
  if (items.size() > kBannerItemsMax) return Violation{"items", m::kBannerItemsTooMany};
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].id.empty() && items[i].upload_id.empty())
      return Violation{entry_field("items", i, "upload_id"), m::kBannerImageRequired};
    if (!valid_banner_url(items[i].url)) return Violation{entry_field("items", i, "url"), m::kBannerUrlInvalid};
  }
  return std::nullopt;
}

std::optional<Violation> check_product_list(const std::string& title, const std::optional<std::string>& status,
                                            const std::vector<std::string>& product_ids) {
  if (title.empty()) return Violation{"title", kRequired};
  if (title.size() > kHomeTitleMax) return Violation{"title", max_length_message(kHomeTitleMax)};
  if (status && !valid_status(*status)) return Violation{"status", m::kHomeStatusInvalid};
  if (product_ids.size() > kHomeProductsMax) return Violation{"product_ids", m::kHomeProductsTooMany};
  std::set<std::string> seen;
  for (std::size_t i = 0; i < product_ids.size(); ++i)
    if (!seen.insert(product_ids[i]).second) return Violation{entry_field("product_ids", i), m::kHomeProductTwice};
  return std::nullopt;
}

}  // namespace karyana::domain

#include "domain/content_rules.hpp"

#include <algorithm>
#include <set>

#include "domain/product_rules.hpp"

namespace karyana::domain {

namespace m = content_messages;

std::optional<Violation> check_category_form(const CategoryForm& form) {
  if (form.title.empty()) return Violation{"title", kRequired};
  if (form.title.size() > kCategoryTitleMax) return Violation{"title", max_length_message(kCategoryTitleMax)};
  if (!form.slug.empty() && !valid_slug(form.slug)) return Violation{"slug", kSlugInvalid};
  if (form.status != "enabled" && form.status != "disabled") return Violation{"status", m::kCategoryStatusInvalid};
  return std::nullopt;
}

bool makes_cycle(const std::string& id, const std::string& new_parent,
                 const std::map<std::string, std::string>& parent_of) {
  std::set<std::string> seen;
  for (std::string at = new_parent; !at.empty();) {
    if (at == id) return true;
    if (!seen.insert(at).second) return true;  // the tree already loops above: refuse
    auto found = parent_of.find(at);
    if (found == parent_of.end()) return false;
    at = found->second;
  }
  return false;
}

std::vector<std::string> place_among(std::vector<std::string> siblings, const std::string& moving,
                                     std::size_t position) {
  siblings.erase(std::remove(siblings.begin(), siblings.end(), moving), siblings.end());
  const auto at = std::min(position, siblings.size());
  siblings.insert(siblings.begin() + static_cast<std::ptrdiff_t>(at), moving);
  return siblings;
}

std::optional<Violation> check_page_form(const PageForm& form) {
  if (form.title.empty()) return Violation{"title", kRequired};
  if (form.title.size() > kPageTitleMax) return Violation{"title", max_length_message(kPageTitleMax)};
  if (!form.slug.empty() && !valid_slug(form.slug)) return Violation{"slug", kSlugInvalid};
  if (form.status != "published" && form.status != "draft") return Violation{"status", m::kPageStatusInvalid};
  if (form.body.size() > kPageBodyMax) return Violation{"body", max_length_message(kPageBodyMax)};
  return std::nullopt;
}

std::optional<Violation> check_disable_reason(bool disabled, const std::string& reason) {
  if (!disabled) return std::nullopt;
  if (reason.empty()) return Violation{"reason", m::kReasonRequired};
  if (reason.size() > kDisableReasonMax) return Violation{"reason", max_length_message(kDisableReasonMax)};
  return std::nullopt;
}

}  // namespace karyana::domain

// The rules of what the console edits beside products (issue 18, slice 3): categories (a tree
// that must never loop; siblings ordered by sort_order), content pages (title, slug, status) and
// disabling a customer (a reason). Pure: the store checks what needs the database (a slug taken,
// a parent unknown) and the resolvers run these first.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/account_rules.hpp"

namespace karyana::domain {

namespace content_messages {
inline constexpr const char* kCategoryNotFound = "Category not found";
inline constexpr const char* kCategoryChanged =
    "This category was changed by someone else. Reload it to see the change.";
inline constexpr const char* kCategoryCycle = "A category cannot go under itself or one of its sub-categories";
inline constexpr const char* kCategorySlugTaken = "Another category already uses this slug";
inline constexpr const char* kCategoryStatusInvalid = "A category is either enabled or disabled";
inline constexpr const char* kPositionInvalid = "The position cannot be negative";
inline constexpr const char* kPageNotFound = "Page not found";
inline constexpr const char* kPageChanged = "This page was changed by someone else. Reload it to see the change.";
inline constexpr const char* kPageSlugTaken = "Another page already uses this slug";
inline constexpr const char* kPageStatusInvalid = "A page is either published or draft";
inline constexpr const char* kCustomerNotFound = "Customer not found";
inline constexpr const char* kReasonRequired = "Please give a reason";
}  // namespace content_messages

inline constexpr std::size_t kCategoryTitleMax = 100;
inline constexpr std::size_t kPageTitleMax = 200;
inline constexpr std::size_t kPageBodyMax = 200'000;
inline constexpr std::size_t kDisableReasonMax = 500;

// A category as the console sends it (trimmed). slug "" means: keep it (edit) or make one from
// the title (create). Checked in the order title, slug, status.
struct CategoryForm {
  std::string title;
  std::string slug;
  std::string status;  // "enabled" | "disabled"
};
std::optional<Violation> check_category_form(const CategoryForm& form);

// Would putting category `id` under `new_parent` ("" = top level) make a loop? `parent_of` maps
// every category to its parent ("" for top level). A broken chain already looping stops the walk.
bool makes_cycle(const std::string& id, const std::string& new_parent,
                 const std::map<std::string, std::string>& parent_of);

// The siblings' ids in their new order: `moving` taken out of `siblings` (if there) and put at
// `position` (0 first; past the end: last).
std::vector<std::string> place_among(std::vector<std::string> siblings, const std::string& moving,
                                     std::size_t position);

// A content page (trimmed; body already sanitized). Checked in the order title, slug, status,
// body length.
struct PageForm {
  std::string title;
  std::string slug;
  std::string status;  // "published" | "draft"
  std::string body;
};
std::optional<Violation> check_page_form(const PageForm& form);

// Disabling a customer needs a reason (shown to them as their status note); enabling needs none.
std::optional<Violation> check_disable_reason(bool disabled, const std::string& reason);

}  // namespace karyana::domain

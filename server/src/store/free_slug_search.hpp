// The first free slug of base, base-2, base-3 … (domain::numbered_slug), whatever the engine:
// `used(slug)` asks the store's table. Shared by the SQLite and PostgreSQL console writes
// (products, categories, pages) so both number alike (issue 20).
#pragma once

#include <optional>
#include <string>

#include "domain/product_rules.hpp"

namespace karyana::store {

inline constexpr int kSlugTries = 100;

// nullopt when `base` and its numbered forms up to kSlugTries are all taken.
template <class Used>
std::optional<std::string> first_free_slug_by(const std::string& base, Used&& used) {
  if (!used(base)) return base;
  for (int n = 2; n <= kSlugTries; ++n) {
    auto numbered = domain::numbered_slug(base, n);
    if (!used(numbered)) return numbered;
  }
  return std::nullopt;
}

}  // namespace karyana::store

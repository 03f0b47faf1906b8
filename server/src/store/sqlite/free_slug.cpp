#include "store/sqlite/free_slug.hpp"

#include "domain/product_rules.hpp"

namespace karyana::store::sqlite {

namespace {

constexpr int kSlugTries = 100;

bool used(Connection& c, const char* used_sql, const std::string& slug, const std::string& own_id) {
  auto st = c.prepare(used_sql);
  st.bind_all(slug, own_id);
  return st.step();
}

}  // namespace

std::optional<std::string> first_free_slug(Connection& c, const char* used_sql, const std::string& base,
                                           const std::string& own_id) {
  if (!used(c, used_sql, base, own_id)) return base;
  for (int n = 2; n <= kSlugTries; ++n) {
    auto numbered = domain::numbered_slug(base, n);
    if (!used(c, used_sql, numbered, own_id)) return numbered;
  }
  return std::nullopt;
}

}  // namespace karyana::store::sqlite

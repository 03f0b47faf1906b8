#include "store/sqlite/free_slug.hpp"

#include "store/free_slug_search.hpp"

namespace karyana::store::sqlite {

std::optional<std::string> first_free_slug(Connection& c, const char* used_sql, const std::string& base,
                                           const std::string& own_id) {
  return first_free_slug_by(base, [&](const std::string& slug) {
    auto st = c.prepare(used_sql);
    st.bind_all(slug, own_id);
    return st.step();
  });
}

}  // namespace karyana::store::sqlite

#include "store/content_admin_rows.hpp"

#include <boost/json.hpp>
#include <map>

#include "domain/product_rules.hpp"
#include "store/free_slug_search.hpp"

namespace karyana::store::content_admin_rows {

namespace {

namespace json = boost::json;

std::string text(const json::object& o) { return json::serialize(o); }

json::object category_fields(const Category& cat) {
  return {{"title", cat.title},
          {"slug", cat.slug},
          {"status", cat.status},
          {"parent_cat_id", cat.parent_cat_id},
          {"sort_order", cat.sort_order}};
}

json::object page_fields(const Page& p) {
  return {{"title", p.title}, {"slug", p.slug}, {"status", p.status}, {"body_length", p.body.size()}};
}

}  // namespace

std::vector<AdminCategory> in_tree_order(std::vector<AdminCategory> sorted) {
  std::map<std::string, std::vector<AdminCategory>> by_parent;
  for (auto& a : sorted) {
    std::string parent = a.category.parent_cat_id;
    by_parent[parent].push_back(std::move(a));
  }
  std::vector<AdminCategory> out;
  std::map<std::string, bool> visited;
  auto walk = [&](auto&& self, const std::string& parent) -> void {
    auto found = by_parent.find(parent);
    if (found == by_parent.end()) return;
    for (auto& a : found->second) {
      if (visited[a.category.id]) continue;
      visited[a.category.id] = true;
      const std::string id = a.category.id;
      out.push_back(a);
      self(self, id);
    }
  };
  walk(walk, "");
  for (auto& [parent, list] : by_parent)
    for (auto& a : list)
      if (!visited[a.category.id]) {
        visited[a.category.id] = true;
        out.push_back(a);
      }
  return out;
}

std::optional<std::string> free_slug(const std::string& slug, const std::string& title,
                                     const std::function<bool(const std::string&)>& used) {
  if (!slug.empty()) return used(slug) ? std::nullopt : std::optional<std::string>(slug);
  return first_free_slug_by(domain::make_slug(title), used);
}

NewAuditEntry category_audit(const std::string& actor_id, const std::string& action, const std::string& id,
                             const Category* before, const Category& after) {
  return {actor_id, action, id, before ? text(category_fields(*before)) : "{}", text(category_fields(after))};
}

NewAuditEntry page_audit(const std::string& actor_id, const std::string& id, const Page* before, const Page& after) {
  return {actor_id, "page.save", id, before ? text(page_fields(*before)) : "{}", text(page_fields(after))};
}

NewAuditEntry customer_disabled_audit(const std::string& actor_id, const CustomerRow& before, const std::string& status,
                                      const std::string& note) {
  return {actor_id, "customer.disabled", before.id,
          text({{"status", before.status}, {"status_note", before.status_note}}),
          text({{"status", status}, {"status_note", note}})};
}

}  // namespace karyana::store::content_admin_rows

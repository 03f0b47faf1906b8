// The console's categories, customers and pages written once for both engines (issue 20):
// ContentAdminStoreOver<Sql> is the ContentAdminStore of an engine whose statements `Sql` hands in,
// so each write is one transaction with its audit row, and a stale version, a taken slug, an
// unknown parent or a loop changes nothing, alike on SQLite and PostgreSQL.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/content_rules.hpp"
#include "store/clock.hpp"
#include "store/content_admin_rows.hpp"
#include "store/content_admin_store.hpp"
#include "store/ids.hpp"
#include "store/store_over.hpp"

namespace karyana::store {

// Sql: the engine's Database and Connection types and static functions over a connection:
//   categories_in_order(c) → every AdminCategory by sort order, title, id;
//   load_category(c, id, lock), load_customer(c, id, lock), load_page(c, id, lock) → optional row,
//     `lock` when a write reads it before changing it (the engine keeps it unchanged till COMMIT);
//   category_slug_used(c, slug, id), page_slug_used(c, slug, id) → whether a row other than `id`
//     has the slug;
//   parents(c) → parent id ("" top level) of every category id; siblings(c, parent) → the ids
//     under `parent` in their order; renumber(c, ids) → sort_order 0, 1, … in that order;
//     next_sort_order(c, parent) → the place after `parent`'s last child;
//   insert_category(c, id, write, slug, sort_order, now), update_category(c, id, write, slug,
//     sort_order, now) (version + 1), set_parent(c, id, parent_id, now) (version + 1);
//   customers(c, search, page, limit) → CustomerPage; customer_orders(c, id);
//   set_customer_status(c, id, status, note, now);
//   pages_in_order(c) → by title, id; insert_page(c, id, write, slug, now), update_page(c, id,
//     write, slug, now) (version + 1);
//   insert_audit(c, entry, now).
template <class Sql>
class ContentAdminStoreOver final : public StoreOver<Sql, ContentAdminStore> {
 public:
  using StoreOver<Sql, ContentAdminStore>::StoreOver;

  std::vector<AdminCategory> categories() override {
    // Parents before children: depth first, siblings by sort order then title.
    return this->read([](auto& c) { return content_admin_rows::in_tree_order(Sql::categories_in_order(c)); });
  }

  std::optional<AdminCategory> category(const std::string& id) override {
    return this->read([&](auto& c) { return Sql::load_category(c, id, false); });
  }

  CategorySaveResult save_category(const std::string& actor_id, const CategoryWrite& w) override {
    return this->write([&](auto& c) -> CategorySaveResult {
      std::optional<AdminCategory> before;
      if (!w.id.empty()) {
        before = Sql::load_category(c, w.id, /*lock=*/true);
        if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
        if (before->version != w.version) return {ContentSaveOutcome::stale, before};
      }
      if (!w.parent_id.empty()) {
        auto all = Sql::parents(c);
        if (!all.contains(w.parent_id)) return {ContentSaveOutcome::parent_not_found, before};
        if (!w.id.empty() && domain::makes_cycle(w.id, w.parent_id, all)) return {ContentSaveOutcome::cycle, before};
      }
      std::string slug = w.slug;
      if (before && slug.empty()) slug = before->category.slug;  // stable on edit
      auto free = content_admin_rows::free_slug(
          slug, w.title, [&](const std::string& candidate) { return Sql::category_slug_used(c, candidate, w.id); });
      if (!free) return {ContentSaveOutcome::slug_taken, before};
      const std::string now = now_iso();
      std::string id = w.id;
      if (id.empty()) {
        id = new_id();
        Sql::insert_category(c, id, w, *free, Sql::next_sort_order(c, w.parent_id), now);
      } else {
        const bool moved = before->category.parent_cat_id != w.parent_id;
        Sql::update_category(c, id, w, *free,
                             moved ? Sql::next_sort_order(c, w.parent_id) : std::int64_t{before->category.sort_order},
                             now);
      }
      auto after = Sql::load_category(c, id, false);
      Sql::insert_audit(c,
                        content_admin_rows::category_audit(actor_id, "category.save", id,
                                                           before ? &before->category : nullptr, after->category),
                        now);
      return {ContentSaveOutcome::saved, after};
    });
  }

  CategorySaveResult move_category(const std::string& actor_id, const std::string& id, std::int64_t version,
                                   const std::string& parent_id, std::int64_t position) override {
    return this->write([&](auto& c) -> CategorySaveResult {
      auto before = Sql::load_category(c, id, /*lock=*/true);
      if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
      if (before->version != version) return {ContentSaveOutcome::stale, before};
      if (!parent_id.empty()) {
        auto all = Sql::parents(c);
        if (!all.contains(parent_id)) return {ContentSaveOutcome::parent_not_found, before};
        if (domain::makes_cycle(id, parent_id, all)) return {ContentSaveOutcome::cycle, before};
      }
      const std::string now = now_iso();
      Sql::set_parent(c, id, parent_id, now);
      Sql::renumber(c, domain::place_among(Sql::siblings(c, parent_id), id, static_cast<std::size_t>(position)));
      if (before->category.parent_cat_id != parent_id)
        Sql::renumber(c, Sql::siblings(c, before->category.parent_cat_id));
      auto after = Sql::load_category(c, id, false);
      Sql::insert_audit(
          c, content_admin_rows::category_audit(actor_id, "category.move", id, &before->category, after->category),
          now);
      return {ContentSaveOutcome::saved, after};
    });
  }

  CustomerPage customers(const std::string& search, std::int64_t page, std::int64_t limit) override {
    return this->read([&](auto& c) { return Sql::customers(c, search, page, limit); });
  }

  std::optional<CustomerRow> customer(const std::string& id) override {
    return this->read([&](auto& c) { return Sql::load_customer(c, id, false); });
  }

  std::vector<CustomerOrderRow> customer_orders(const std::string& id) override {
    return this->read([&](auto& c) { return Sql::customer_orders(c, id); });
  }

  CustomerDisableResult set_customer_disabled(const std::string& actor_id, const std::string& id, bool disabled,
                                              const std::string& reason) override {
    return this->write([&](auto& c) {
      CustomerDisableResult result;
      auto before = Sql::load_customer(c, id, /*lock=*/true);
      if (!before) return result;
      result.found = true;
      const std::string status = disabled ? "disabled" : "enabled";
      const std::string note = disabled ? reason : "";
      if (before->status == status && before->status_note == note) {
        result.customer = before;
        return result;
      }
      const std::string now = now_iso();
      Sql::set_customer_status(c, id, status, note, now);
      Sql::insert_audit(c, content_admin_rows::customer_disabled_audit(actor_id, *before, status, note), now);
      result.changed = true;
      result.customer = Sql::load_customer(c, id, false);
      return result;
    });
  }

  std::vector<AdminPage> pages() override {
    return this->read([](auto& c) { return Sql::pages_in_order(c); });
  }

  PageSaveResult save_page(const std::string& actor_id, const PageWrite& w) override {
    return this->write([&](auto& c) -> PageSaveResult {
      std::optional<AdminPage> before;
      if (!w.id.empty()) {
        before = Sql::load_page(c, w.id, /*lock=*/true);
        if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
        if (before->version != w.version) return {ContentSaveOutcome::stale, before};
      }
      std::string slug = w.slug;
      if (before && slug.empty()) slug = before->page.slug;
      auto free = content_admin_rows::free_slug(
          slug, w.title, [&](const std::string& candidate) { return Sql::page_slug_used(c, candidate, w.id); });
      if (!free) return {ContentSaveOutcome::slug_taken, before};
      const std::string now = now_iso();
      std::string id = w.id;
      if (id.empty()) {
        id = new_id();
        Sql::insert_page(c, id, w, *free, now);
      } else {
        Sql::update_page(c, id, w, *free, now);
      }
      auto after = Sql::load_page(c, id, false);
      Sql::insert_audit(c, content_admin_rows::page_audit(actor_id, id, before ? &before->page : nullptr, after->page),
                        now);
      return {ContentSaveOutcome::saved, after};
    });
  }
};

}  // namespace karyana::store

// Categories, customers and content pages as the console changes them (issue 18, slice 3;
// contract in docs/api.md 'Staff: categories, customers, pages'). Every write is one transaction
// with its audit row (store/audit_store.hpp); categories and pages carry a version (migration
// 0014) that every change bumps, and a write naming an older one is refused. The rules (cycles,
// slugs' shape, the sanitized body) are domain/'s; the store checks what needs the database.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

struct AdminCategory {
  Category category;  // any status; product_count: products directly in it (any status)
  std::int64_t version = 0;
  std::string created_at, updated_at;
};

struct CategoryWrite {
  std::string id;  // "" creates
  std::int64_t version = 0;
  std::string title;
  std::string slug;       // "" on create: made from the title (numbered when taken); on edit: unchanged
  std::string parent_id;  // "" top level
  std::string status;     // enabled | disabled
};

enum class ContentSaveOutcome { saved, not_found, stale, slug_taken, parent_not_found, cycle };

struct CategorySaveResult {
  ContentSaveOutcome outcome = ContentSaveOutcome::not_found;
  std::optional<AdminCategory> category;  // after the save
};

struct CustomerRow {
  std::string id, fname, lname, email, phone, status, status_note, created_at;
  std::int64_t orders_count = 0;
  std::string last_order_at;  // "" when none
};

struct CustomerPage {
  std::vector<CustomerRow> customers;
  std::int64_t total = 0;
};

struct CustomerOrderRow {
  std::string id, serial, created_at, status;
  std::int64_t grand_total = 0;  // paisa
};

struct CustomerDisableResult {
  bool found = false;
  bool changed = false;
  std::optional<CustomerRow> customer;  // after
};

struct AdminPage {
  Page page;
  std::int64_t version = 0;
};

struct PageWrite {
  std::string id;  // "" creates
  std::int64_t version = 0;
  std::string title, slug, body, status;  // body already sanitized; slug "" as for categories
};

struct PageSaveResult {
  ContentSaveOutcome outcome = ContentSaveOutcome::not_found;
  std::optional<AdminPage> page;
};

class ContentAdminStore {
 public:
  virtual ~ContentAdminStore() = default;

  // Every category, any status, parents before children, siblings by sort_order then title.
  virtual std::vector<AdminCategory> categories() = 0;
  virtual std::optional<AdminCategory> category(const std::string& id) = 0;
  // Audited 'category.save'. Refused: unknown id or parent, stale version, slug taken, a parent
  // that is the category or one of its descendants (checked with domain::makes_cycle).
  virtual CategorySaveResult save_category(const std::string& actor_id, const CategoryWrite& write) = 0;
  // Audited 'category.move': puts the category under `parent_id` ("" top level) at `position`
  // among its new siblings (0 first), renumbering their sort_order 0, 1, 2 …
  virtual CategorySaveResult move_category(const std::string& actor_id, const std::string& id, std::int64_t version,
                                           const std::string& parent_id, std::int64_t position) = 0;

  // Customers (users without a staff row), newest first; search: part of the name, phone or
  // e-mail (any case; "" for all). page from 1.
  virtual CustomerPage customers(const std::string& search, std::int64_t page, std::int64_t limit) = 0;
  virtual std::optional<CustomerRow> customer(const std::string& id) = 0;
  // The customer's orders, newest first, in one query.
  virtual std::vector<CustomerOrderRow> customer_orders(const std::string& id) = 0;
  // Audited 'customer.disabled': status 'disabled' with the reason as status_note, or 'enabled'
  // again. The caller ends their sessions.
  virtual CustomerDisableResult set_customer_disabled(const std::string& actor_id, const std::string& id, bool disabled,
                                                      const std::string& reason) = 0;

  // Every page, by title.
  virtual std::vector<AdminPage> pages() = 0;
  // Audited 'page.save'.
  virtual PageSaveResult save_page(const std::string& actor_id, const PageWrite& write) = 0;
};

}  // namespace karyana::store

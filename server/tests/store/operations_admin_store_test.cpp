// The console's operations store (slots, settings, vouchers) behaves the same on SQLite and
// PostgreSQL (issue 20): saves audited in the same transaction, stale versions and taken slots or
// codes refused with nothing written, searches and counts alike.
#include <gtest/gtest.h>

#include <string>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace {

using karyana::store::AdminSaveOutcome;
using karyana::store::SlotWrite;
using karyana::store::VoucherWrite;
using karyana::test::exec_sql;
using karyana::test::query_int;

class OperationsAdminStoreTest : public karyana::test::StoreBackendTest {
 protected:
  static SlotWrite slot(const std::string& day, int day_index, const std::string& start) {
    SlotWrite w;
    w.day = day;
    w.day_index = day_index;
    w.start_time = start;
    w.end_time = "23:00";
    w.time_range_utc = "[\"04:00\",\"18:00\"]";
    w.max_order_limit = 5;
    return w;
  }
  static VoucherWrite voucher(const std::string& code, const std::string& title) {
    VoucherWrite w;
    w.code = code;
    w.title = title;
    w.details = "تفصیل";
    w.discount_type = "%";
    w.discount_percent = 12.5;
    w.limit_usage = 10;
    w.limit_one_per_customer = true;
    w.enabled = true;
    w.activation_date = "2026-11-01T00:00:00.000Z";
    return w;
  }
  std::int64_t audits(const std::string& action) {
    return query_int(stores(), "SELECT count(*) FROM audit_log WHERE action = '" + action + "' AND actor_id = 'me'");
  }
};

TEST_P(OperationsAdminStoreTest, SlotsAreSavedVersionedAndAudited) {
  auto& ops = stores().operations_admin();
  auto tue = ops.save_slot("me", slot("Tue", 1, "09:00"));
  ASSERT_EQ(tue.outcome, AdminSaveOutcome::saved);
  EXPECT_EQ(tue.slot->version, 1);
  EXPECT_EQ(tue.slot->slot.status, "enabled");
  ASSERT_EQ(ops.save_slot("me", slot("Mon", 0, "09:00")).outcome, AdminSaveOutcome::saved);
  EXPECT_EQ(ops.save_slot("me", slot("Tue", 1, "09:00")).outcome, AdminSaveOutcome::taken);
  auto all = ops.slots();
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].slot.day, "Mon");

  auto edit = slot("Tue", 1, "10:00");
  edit.id = tue.slot->slot.id;
  edit.version = 1;
  auto edited = ops.save_slot("me", edit);
  ASSERT_EQ(edited.outcome, AdminSaveOutcome::saved);
  EXPECT_EQ(edited.slot->version, 2);
  EXPECT_EQ(edited.slot->slot.start_time, "10:00");
  EXPECT_EQ(ops.save_slot("me", edit).outcome, AdminSaveOutcome::stale);
  edit.id = "nope";
  EXPECT_EQ(ops.save_slot("me", edit).outcome, AdminSaveOutcome::not_found);
  EXPECT_EQ(audits("slot.save"), 3);

  EXPECT_EQ(ops.set_slot_enabled("me", tue.slot->slot.id, 1, false).outcome, AdminSaveOutcome::stale);
  auto off = ops.set_slot_enabled("me", tue.slot->slot.id, 2, false);
  ASSERT_EQ(off.outcome, AdminSaveOutcome::saved);
  EXPECT_EQ(off.slot->slot.status, "disabled");
  EXPECT_EQ(off.slot->version, 3);
  EXPECT_EQ(audits("slot.enabled"), 1);

  auto blocked = ops.set_blocked_dates(
      "me", "slot.block", {{tue.slot->slot.id, "01-12-2026"}, {all[0].slot.id, ""}, {"nope", "01-12-2026"}});
  ASSERT_EQ(blocked.size(), 2u);  // the unknown id skipped; an unchanged one not written
  EXPECT_EQ(audits("slot.block"), 1);
  EXPECT_EQ(ops.slots()[1].slot.blocked_dates, "01-12-2026");
  EXPECT_EQ(ops.slots()[1].version, 4);
  EXPECT_EQ(ops.slots()[0].version, 1);
}

TEST_P(OperationsAdminStoreTest, BookingsCountLiveOrdersOnly) {
  auto& ops = stores().operations_admin();
  auto s = ops.save_slot("me", slot("Mon", 0, "09:00")).slot->slot.id;
  exec_sql(stores(),
           "INSERT INTO users(id, email, password_hash) VALUES('c1', 'c@example.com', 'x');"
           "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, delivery_slot_id,"
           " slot_date, slot_start_utc) VALUES"
           " ('o1', '1', 'c1', 'new', '{}', '{}', '" +
               s +
               "', '30-11-2026', '2026-11-30T04:00:00.000Z'),"
               " ('o2', '2', 'c1', 'picking', '{}', '{}', '" +
               s +
               "', '30-11-2026', '2026-11-30T04:00:00.000Z'),"
               " ('o3', '3', 'c1', 'canceled', '{}', '{}', '" +
               s +
               "', '30-11-2026', '2026-11-30T04:00:00.000Z'),"
               " ('o4', '4', 'c1', 'new', '{}', '{}', '" +
               s + "', '07-12-2026', '2026-12-07T04:00:00.000Z');");
  EXPECT_EQ(ops.most_booked_from(s, "2026-11-01T00:00:00.000Z"), 2);
  EXPECT_EQ(ops.most_booked_from(s, "2026-12-01T00:00:00.000Z"), 1);
  EXPECT_EQ(ops.most_booked_from(s, "2027-01-01T00:00:00.000Z"), 0);
  EXPECT_EQ(ops.booked_on({s, "other"}, "30-11-2026"), 2);
  EXPECT_EQ(ops.booked_on({}, "30-11-2026"), 0);
}

TEST_P(OperationsAdminStoreTest, SettingsAuditOnlyWhatChanged) {
  auto& ops = stores().operations_admin();
  ops.save_settings("me", "settings.save", {{"min_order", "500"}, {"note", "ٹھیک ہے"}});
  ops.save_settings("me", "settings.save", {{"min_order", "500"}});  // unchanged: nothing written
  ops.save_settings("me", "settings.save", {{"min_order", "700"}});
  EXPECT_EQ(audits("settings.save"), 2);
  EXPECT_EQ(stores().settings().get("min_order").value_or(""), "700");
  EXPECT_EQ(stores().settings().get("note").value_or(""), "ٹھیک ہے");
}

TEST_P(OperationsAdminStoreTest, VouchersAreSavedSearchedAndCodesKeptUnique) {
  auto& ops = stores().operations_admin();
  auto w = voucher("EID10", "عید Sale");
  w.min_order_amount = "1000";
  auto eid = ops.save_voucher("me", w);
  ASSERT_EQ(eid.outcome, AdminSaveOutcome::saved);
  EXPECT_EQ(eid.voucher->version, 1);
  EXPECT_EQ(eid.voucher->voucher.status, "published");
  EXPECT_EQ(eid.voucher->voucher.discount_percent, 12.5);
  EXPECT_EQ(eid.voucher->voucher.limit_one_per_customer, 1);
  EXPECT_EQ(eid.voucher->voucher.deactivation_date, "");
  using Requirements = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(eid.voucher->voucher.requirements, (Requirements{{"min_order_amount", "1000"}}));
  EXPECT_EQ(ops.save_voucher("me", voucher("eid10", "Other")).outcome, AdminSaveOutcome::taken);
  ASSERT_EQ(ops.save_voucher("me", voucher("FLAT", "Flat off")).outcome, AdminSaveOutcome::saved);

  auto edit = voucher("EID10", "Eid Sale");
  edit.id = eid.voucher->voucher.id;
  edit.version = 1;
  edit.enabled = false;
  auto edited = ops.save_voucher("me", edit);
  ASSERT_EQ(edited.outcome, AdminSaveOutcome::saved);
  EXPECT_EQ(edited.voucher->version, 2);
  EXPECT_EQ(edited.voucher->voucher.status, "draft");
  EXPECT_TRUE(edited.voucher->voucher.requirements.empty());
  EXPECT_EQ(ops.save_voucher("me", edit).outcome, AdminSaveOutcome::stale);
  edit.version = 2;
  edit.code = "flat";
  EXPECT_EQ(ops.save_voucher("me", edit).outcome, AdminSaveOutcome::taken);
  edit.id = "nope";
  EXPECT_EQ(ops.save_voucher("me", edit).outcome, AdminSaveOutcome::not_found);
  EXPECT_EQ(audits("voucher.save"), 3);

  EXPECT_EQ(ops.vouchers("").size(), 2u);
  auto found = ops.vouchers("id1");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].voucher.code, "EID10");
  EXPECT_EQ(ops.vouchers("FLAT OFF").size(), 1u);
  EXPECT_EQ(ops.vouchers("%").size(), 0u);  // no wildcards
  EXPECT_EQ(ops.voucher(eid.voucher->voucher.id)->voucher.title, "Eid Sale");
  EXPECT_FALSE(ops.voucher("nope").has_value());
}

KARYANA_ON_BOTH_BACKENDS(OperationsAdminStoreTest);

}  // namespace

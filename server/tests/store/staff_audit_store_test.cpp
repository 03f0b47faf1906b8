// The staff and audit stores on both databases (issue 20): a member added with their user row
// and audited, never twice per e-mail, listed by role in order, the last enabled owner kept, the
// audit read newest first in pages; on PostgreSQL two owners disabling each other at once still
// leave one enabled owner.
#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class StaffAuditStoreTest : public test::StoreBackendTest {
 protected:
  StaffStore& staff() { return stores().staff(); }
  static NewStaffMember member(const std::string& email, const std::string& role, const std::string& lname = "") {
    NewStaffMember m;
    m.email = email;
    m.password_hash = "hash";
    m.fname = "Zainab";
    m.lname = lname;
    m.role = role;
    return m;
  }
};

TEST_P(StaffAuditStoreTest, AddsAMemberWithTheirUserAndAuditsIt) {
  auto owner = staff().add_member(member("owner@example.com", "owner", "Bibi"), "");
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->role, "owner");
  EXPECT_EQ(owner->user_status, "enabled");
  EXPECT_FALSE(owner->added_by.has_value());
  EXPECT_FALSE(owner->disabled_at.has_value());
  EXPECT_FALSE(owner->phone.has_value());
  auto picker_member = member("picker@example.com", "picker");
  picker_member.phone = "03001234567";
  auto picker = staff().add_member(picker_member, owner->user_id);
  ASSERT_TRUE(picker);
  EXPECT_EQ(picker->added_by, owner->user_id);
  EXPECT_EQ(picker->phone, "03001234567");
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM users WHERE type = 'staff'"), 2);
  EXPECT_FALSE(staff().add_member(member("PICKER@example.com", "rider"), owner->user_id));  // e-mail taken
  EXPECT_EQ(staff().find(picker->user_id)->email, "picker@example.com");
  EXPECT_FALSE(staff().find("000000000000000000000000"));

  auto page = stores().audit().page(10, std::nullopt, "");
  ASSERT_EQ(page.entries.size(), 2u);
  EXPECT_EQ(page.entries[0].action, "staff.add");
  EXPECT_EQ(page.entries[0].subject, picker->user_id);
  EXPECT_EQ(page.entries[0].actor_id, owner->user_id);
  EXPECT_EQ(page.entries[0].actor_name, "Zainab Bibi");
  EXPECT_EQ(page.entries[0].before, "{}");
  EXPECT_EQ(page.entries[0].after, R"({"email":"picker@example.com","name":"Zainab","role":"picker"})");
  EXPECT_FALSE(page.entries[1].actor_id.has_value());
  EXPECT_EQ(page.entries[1].actor_name, "");
  EXPECT_FALSE(page.next_before_id);
}

TEST_P(StaffAuditStoreTest, ListsByRoleInTheOrderAdded) {
  auto a = staff().add_member(member("a@example.com", "picker"), "");
  auto b = staff().add_member(member("b@example.com", "rider"), "");
  auto c = staff().add_member(member("c@example.com", "picker"), "");
  auto all = staff().list("");
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].user_id, a->user_id);
  EXPECT_EQ(all[1].user_id, b->user_id);
  EXPECT_EQ(all[2].user_id, c->user_id);
  auto pickers = staff().list("picker");
  ASSERT_EQ(pickers.size(), 2u);
  EXPECT_EQ(pickers[1].user_id, c->user_id);
  EXPECT_TRUE(staff().list("manager").empty());
}

TEST_P(StaffAuditStoreTest, KeepsTheLastEnabledOwnerAndAuditsEveryChange) {
  auto first = staff().add_member(member("o1@example.com", "owner"), "");
  EXPECT_EQ(staff().enabled_owners(), 1);
  EXPECT_EQ(staff().set_role(first->user_id, first->user_id, "manager").outcome, StaffChangeOutcome::last_owner);
  EXPECT_EQ(staff().set_disabled(first->user_id, first->user_id, true).outcome, StaffChangeOutcome::last_owner);
  EXPECT_EQ(staff().set_role(first->user_id, first->user_id, "owner").outcome, StaffChangeOutcome::unchanged);
  EXPECT_EQ(staff().set_disabled(first->user_id, first->user_id, false).outcome, StaffChangeOutcome::unchanged);
  EXPECT_EQ(staff().set_role(first->user_id, "000000000000000000000000", "rider").outcome,
            StaffChangeOutcome::not_found);

  auto second = staff().add_member(member("o2@example.com", "owner"), first->user_id);
  auto disabled = staff().set_disabled(first->user_id, second->user_id, true);
  EXPECT_EQ(disabled.outcome, StaffChangeOutcome::changed);
  EXPECT_TRUE(disabled.member->disabled_at.has_value());
  EXPECT_EQ(staff().enabled_owners(), 1);
  // A disabled owner may lose the role: it is not the last enabled one.
  auto demoted = staff().set_role(first->user_id, second->user_id, "rider");
  EXPECT_EQ(demoted.outcome, StaffChangeOutcome::changed);
  EXPECT_EQ(demoted.member->role, "rider");
  EXPECT_EQ(staff().set_disabled(first->user_id, second->user_id, false).outcome, StaffChangeOutcome::changed);

  auto page = stores().audit().page(2, std::nullopt, second->user_id);
  ASSERT_EQ(page.entries.size(), 2u);
  EXPECT_EQ(page.entries[0].action, "staff.disabled");
  EXPECT_EQ(page.entries[0].before, R"({"disabled":true})");
  EXPECT_EQ(page.entries[0].after, R"({"disabled":false})");
  EXPECT_EQ(page.entries[1].action, "staff.role");
  EXPECT_EQ(page.entries[1].before, R"({"role":"owner"})");
  EXPECT_EQ(page.entries[1].after, R"({"role":"rider"})");
  ASSERT_TRUE(page.next_before_id);
  auto rest = stores().audit().page(2, page.next_before_id, second->user_id);
  ASSERT_EQ(rest.entries.size(), 2u);
  EXPECT_EQ(rest.entries[0].action, "staff.disabled");
  EXPECT_EQ(rest.entries[1].action, "staff.add");
  EXPECT_FALSE(rest.next_before_id);
  EXPECT_EQ(stores().audit().page(0, std::nullopt, "").entries.size(), 1u);  // at least one
}

TEST_P(StaffAuditStoreTest, AppendKeepsUtf8AndNulls) {
  stores().audit().append({"", "settings.save", "settings", R"({"note":"پرانا"})", R"({"note":"نیا 🛒"})"});
  auto page = stores().audit().page(5, std::nullopt, "settings");
  ASSERT_EQ(page.entries.size(), 1u);
  EXPECT_GT(page.entries[0].id, 0);
  EXPECT_FALSE(page.entries[0].actor_id.has_value());
  EXPECT_EQ(page.entries[0].after, R"({"note":"نیا 🛒"})");
  EXPECT_EQ(page.entries[0].created_at.size(), 24u);
  EXPECT_TRUE(stores().audit().page(5, std::nullopt, "nothing").entries.empty());
}

TEST_P(StaffAuditStoreTest, TwoOwnersDisablingEachOtherAtOnceLeaveOneEnabledOwner) {
  for (int round = 0; round < 4; ++round) {
    auto a = staff().add_member(member("a" + std::to_string(round) + "@example.com", "owner"), "");
    auto b = staff().add_member(member("b" + std::to_string(round) + "@example.com", "owner"), "");
    test::exec_sql(stores(), "UPDATE staff SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE user_id NOT IN ('" +
                                 a->user_id + "', '" + b->user_id + "')");
    ASSERT_EQ(staff().enabled_owners(), 2);
    std::vector<StaffChangeOutcome> outcomes(2);
    std::thread one([&] { outcomes[0] = staff().set_disabled(a->user_id, b->user_id, true).outcome; });
    std::thread two([&] {
      outcomes[1] = round % 2 ? staff().set_disabled(b->user_id, a->user_id, true).outcome
                              : staff().set_role(b->user_id, a->user_id, "manager").outcome;
    });
    one.join();
    two.join();
    EXPECT_EQ(staff().enabled_owners(), 1);
    EXPECT_EQ((outcomes[0] == StaffChangeOutcome::changed) + (outcomes[1] == StaffChangeOutcome::changed), 1);
    EXPECT_EQ((outcomes[0] == StaffChangeOutcome::last_owner) + (outcomes[1] == StaffChangeOutcome::last_owner), 1);
  }
}

KARYANA_ON_BOTH_BACKENDS(StaffAuditStoreTest);

}  // namespace
}  // namespace karyana::store

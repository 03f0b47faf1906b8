// The address store on both databases (issue 20): one default per user kept through create,
// set_default and remove, another user's address never found, `verified` cleared by a changed
// text or point, the zone joined, the list oldest first; on PostgreSQL a user's first two
// addresses saved at once still give one default.
#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class AddressStoreTest : public test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    test::exec_sql(stores(),
                   "INSERT INTO users(id, email, password_hash) VALUES('u1', 'one@example.com', 'x'),"
                   " ('u2', 'two@example.com', 'x');"
                   "INSERT INTO geo_zones(id, title, polygon, city) VALUES('z1', 'Farid Town', '{}', 'sahiwal');");
  }
  AddressStore& addresses() { return stores().addresses(); }
  static AddressFields fields(const std::string& text, double lat = 30.6682, double lng = 73.1114) {
    AddressFields f;
    f.full_address = text;
    f.city = "sahiwal";
    f.label = "home";
    f.lat = lat;
    f.lng = lng;
    return f;
  }
};

TEST_P(AddressStoreTest, TheFirstAddressIsTheDefaultAndTheListIsOldestFirst) {
  auto f = fields("House 12, Street 4 — فرید ٹاؤن");
  f.delivery_zone_id = "z1";
  f.delivery_instructions = "Ring twice 🔔";
  auto first = addresses().create("u1", f);
  EXPECT_EQ(first.is_default, 1);
  EXPECT_EQ(first.verified, "no");
  EXPECT_EQ(first.full_address, "House 12, Street 4 — فرید ٹاؤن");
  EXPECT_DOUBLE_EQ(first.lat, 30.6682);
  EXPECT_DOUBLE_EQ(first.lng, 73.1114);
  EXPECT_EQ(first.delivery_zone_title, "Farid Town");
  EXPECT_EQ(first.delivery_zone_city, "sahiwal");
  EXPECT_EQ(first.delivery_instructions, "Ring twice 🔔");
  auto second = addresses().create("u1", fields("Office"));
  EXPECT_EQ(second.is_default, 0);
  EXPECT_FALSE(second.delivery_zone_id.has_value());
  EXPECT_FALSE(second.delivery_zone_title.has_value());
  auto third = addresses().create("u1", fields("Third"));
  auto list = addresses().list_by_user("u1");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].id, first.id);
  EXPECT_EQ(list[1].id, second.id);
  EXPECT_EQ(list[2].id, third.id);
  EXPECT_TRUE(addresses().list_by_user("u2").empty());
  EXPECT_EQ(addresses().get("u1", second.id)->full_address, "Office");
  EXPECT_FALSE(addresses().get("u2", second.id));  // another user's id finds nothing
}

TEST_P(AddressStoreTest, AChangedTextOrPointClearsVerified) {
  auto a = addresses().create("u1", fields("Street 1"));
  test::exec_sql(stores(), "UPDATE addresses SET verified = 'yes'");
  auto same = fields("Street 1");
  same.label = "office";
  same.delivery_zone_id = "z1";
  auto kept = addresses().update("u1", a.id, same);
  ASSERT_TRUE(kept);
  EXPECT_EQ(kept->verified, "yes");
  EXPECT_EQ(kept->label, "office");
  EXPECT_EQ(kept->delivery_zone_title, "Farid Town");
  EXPECT_EQ(addresses().update("u1", a.id, fields("Street 1", 30.7))->verified, "no");
  test::exec_sql(stores(), "UPDATE addresses SET verified = 'yes'");
  EXPECT_EQ(addresses().update("u1", a.id, fields("Street 2", 30.7))->verified, "no");
  EXPECT_FALSE(addresses().update("u2", a.id, fields("Hijack")));
  EXPECT_EQ(addresses().get("u1", a.id)->full_address, "Street 2");
}

TEST_P(AddressStoreTest, SetDefaultMovesItAndRemovingTheDefaultPromotesTheNewest) {
  auto a = addresses().create("u1", fields("A"));
  auto b = addresses().create("u1", fields("B"));
  auto c = addresses().create("u1", fields("C"));
  EXPECT_FALSE(addresses().set_default("u2", b.id));
  auto change = addresses().set_default("u1", b.id);
  ASSERT_TRUE(change);
  EXPECT_EQ(change->current.id, b.id);
  EXPECT_EQ(change->current.is_default, 1);
  ASSERT_TRUE(change->previous);
  EXPECT_EQ(change->previous->id, a.id);
  EXPECT_EQ(change->previous->is_default, 0);
  auto again = addresses().set_default("u1", b.id);
  EXPECT_EQ(again->current.id, b.id);
  EXPECT_FALSE(again->previous);

  EXPECT_FALSE(addresses().remove("u2", b.id).removed);
  auto plain = addresses().remove("u1", a.id);
  EXPECT_EQ(plain.removed->id, a.id);
  EXPECT_FALSE(plain.promoted);
  auto removal = addresses().remove("u1", b.id);
  EXPECT_EQ(removal.removed->id, b.id);
  ASSERT_TRUE(removal.promoted);
  EXPECT_EQ(removal.promoted->id, c.id);  // the newest remaining
  EXPECT_EQ(removal.promoted->is_default, 1);
  auto last = addresses().remove("u1", c.id);
  EXPECT_TRUE(last.removed);
  EXPECT_FALSE(last.promoted);
  EXPECT_FALSE(addresses().remove("u1", c.id).removed);
}

TEST_P(AddressStoreTest, ConcurrentFirstAddressesAndDefaultMovesKeepOneDefault) {
  for (int round = 0; round < 5; ++round) {
    const std::string user = "r" + std::to_string(round);
    test::exec_sql(stores(), "INSERT INTO users(id, email, password_hash) VALUES('" + user + "', '" + user +
                                 "@example.com', 'x')");
    std::vector<AddressRecord> made(2);
    std::vector<std::thread> threads;
    for (int i = 0; i < 2; ++i)
      threads.emplace_back([&, i] { made[i] = addresses().create(user, fields("Race " + std::to_string(i))); });
    for (auto& t : threads) t.join();
    EXPECT_EQ(made[0].is_default + made[1].is_default, 1);
    threads.clear();
    for (int i = 0; i < 2; ++i)
      threads.emplace_back([&, i] { EXPECT_TRUE(addresses().set_default(user, made[i].id)); });
    for (auto& t : threads) t.join();
    EXPECT_EQ(
        test::query_int(stores(), "SELECT count(*) FROM addresses WHERE user_id = '" + user + "' AND is_default > 0"),
        1);
  }
}

KARYANA_ON_BOTH_BACKENDS(AddressStoreTest);

}  // namespace
}  // namespace karyana::store

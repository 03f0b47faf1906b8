// The settings store behaves the same on SQLite and PostgreSQL (the first store ported, issue 20),
// and a settings write moves the catalogue version on both (settings feed cached catalogue answers).
#include <gtest/gtest.h>

#include "store_backends.hpp"

namespace {

class SettingsStoreTest : public karyana::test::StoreBackendTest {};

TEST_P(SettingsStoreTest, GetSetAndAll) {
  auto& settings = stores().settings();
  EXPECT_FALSE(settings.get("no_such_key").has_value());
  settings.set("test_key", "one");
  settings.set("test_key", "two");
  EXPECT_EQ(settings.get("test_key").value_or(""), "two");
  EXPECT_EQ(settings.all().at("test_key"), "two");
}

TEST_P(SettingsStoreTest, KeepsUtf8EmptyAndLongValuesExactly) {
  auto& settings = stores().settings();
  const std::string urdu = "کریانہ — 🛒 Rs. 1,250";
  const std::string long_value(100'000, 'x');
  settings.set("urdu", urdu);
  settings.set("empty", "");
  settings.set("long", long_value);
  settings.set("quote'); DROP TABLE settings; --", "bound, not spliced");
  EXPECT_EQ(settings.get("urdu").value_or(""), urdu);
  ASSERT_TRUE(settings.get("empty").has_value());
  EXPECT_EQ(*settings.get("empty"), "");
  EXPECT_EQ(settings.get("long").value_or(""), long_value);
  EXPECT_EQ(settings.get("quote'); DROP TABLE settings; --").value_or(""), "bound, not spliced");
  EXPECT_EQ(settings.all().size() >= 4, true);
}

TEST_P(SettingsStoreTest, AWriteMovesTheCatalogueVersionBeforeItReturns) {
  const auto before = stores().catalogue_version().current();
  stores().settings().set("delivery_note", "ring twice");
  EXPECT_GT(stores().catalogue_version().current(), before);
}

KARYANA_ON_BOTH_BACKENDS(SettingsStoreTest);

}  // namespace

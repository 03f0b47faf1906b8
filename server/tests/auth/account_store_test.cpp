// The SQLite account store: users and their profile fields.
#include <gtest/gtest.h>

#include "auth_fixture.hpp"

using karyana::store::ProfileUpdate;
using karyana::test::AccountsFixture;

TEST(AccountStore, CreatesAndFindsUsers) {
  AccountsFixture f("acct-create");
  auto& store = f.accounts();
  karyana::store::NewUser user;
  user.email = "Ayesha@Example.com";
  user.password_hash = "hash-1";
  user.fname = "Ayesha";
  user.gender = "female";
  user.phone = "03001234567";
  user.receive_offers = 1;
  auto created = store.create_user(user);
  ASSERT_TRUE(created);
  EXPECT_EQ(created->id.size(), 24u);
  EXPECT_EQ(created->status, "enabled");
  EXPECT_EQ(created->city, "sahiwal");
  EXPECT_EQ(created->phone_confirmed, 0);
  EXPECT_EQ(created->receive_offers, 1);
  EXPECT_EQ(created->gender, "female");

  EXPECT_EQ(store.user_by_id(created->id)->email, "Ayesha@Example.com");
  EXPECT_EQ(store.user_by_email("ayesha@example.COM")->id, created->id);  // e-mail is case-insensitive
  ASSERT_EQ(store.users_by_phone("03001234567").size(), 1u);
  EXPECT_FALSE(store.user_by_id("000000000000000000000000"));
  EXPECT_FALSE(store.user_by_email("nobody@example.com"));
  EXPECT_TRUE(store.users_by_phone("03009999999").empty());
}

TEST(AccountStore, RefusesATakenEmailWhateverItsCase) {
  AccountsFixture f("acct-dup");
  f.make_user("sana@example.com");
  karyana::store::NewUser again;
  again.email = "SANA@example.com";
  again.password_hash = "x";
  EXPECT_FALSE(f.accounts().create_user(again));
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM users"), 1);
}

TEST(AccountStore, UpdatesOnlyTheGivenProfileFields) {
  AccountsFixture f("acct-profile");
  auto user = f.make_user("bilal@example.com");
  ProfileUpdate update;
  update.lname = "Khan";
  update.dob = "1990-05-01T00:00:00.000Z";
  auto updated = f.accounts().update_profile(user.id, update);
  ASSERT_TRUE(updated);
  EXPECT_EQ(updated->fname, "Ayesha");  // unchanged
  EXPECT_EQ(updated->lname, "Khan");
  EXPECT_EQ(updated->dob, "1990-05-01T00:00:00.000Z");
  EXPECT_FALSE(f.accounts().update_profile("000000000000000000000000", update));
}

TEST(AccountStore, ANewPhoneNeedsConfirmationAgainButTheSameOneDoesNot) {
  AccountsFixture f("acct-phone");
  auto& store = f.accounts();
  auto user = f.make_user("hina@example.com", "03001234567");
  ASSERT_TRUE(store.set_phone_confirmed(user.id, 1));
  EXPECT_EQ(store.user_by_id(user.id)->phone_confirmed, 1);

  ProfileUpdate same;
  same.phone = "03001234567";
  EXPECT_EQ(store.update_profile(user.id, same)->phone_confirmed, 1);

  ProfileUpdate other;
  other.phone = "03111234567";
  auto changed = store.update_profile(user.id, other);
  EXPECT_EQ(changed->phone, "03111234567");
  EXPECT_EQ(changed->phone_confirmed, 0);
}

TEST(AccountStore, SetsThePasswordHash) {
  AccountsFixture f("acct-pw");
  auto user = f.make_user("omar@example.com");
  EXPECT_TRUE(f.accounts().set_password_hash(user.id, "new-hash"));
  EXPECT_EQ(f.accounts().user_by_id(user.id)->password_hash, "new-hash");
  EXPECT_FALSE(f.accounts().set_password_hash("000000000000000000000000", "x"));
}

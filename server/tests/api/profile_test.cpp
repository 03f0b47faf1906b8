// editUser, updateUserPhone and updateUserPassword through the engine on a real store:
// own-account only, the Personal Details rules and messages, re-verification of a new
// phone number, and what a password change does to the user's other sessions.
#include "account_fixture.hpp"

namespace karyana::test {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;

constexpr const char* kEditUser =
    "mutation($input: EditUserInput!) { editUser(input: $input) {"
    " _id fname lname gender dob phone phone_confirmed avatar avatar_thumb error { message code details } } }";
constexpr const char* kUpdatePhone =
    "mutation($id: ID!, $phone: String!) { updateUserPhone(id: $id, phone: $phone) {"
    " _id phone phone_confirmed error { message code details } } }";
constexpr const char* kUpdatePassword =
    "mutation($id: ID!, $new: String!, $old: String!) {"
    " updateUserPassword(_id: $id, new_password: $new, old_password: $old) {"
    " _id error { message code details } success { message } } }";

class ProfileApi : public AccountFixture {
 protected:
  GqlReply edit(const SignedIn& s, json::object input) {
    if (!input.contains("_id")) input["_id"] = s.user_id;
    return run(kEditUser, {{"input", input}}, s.token);
  }
  GqlReply change_phone(const SignedIn& s, const std::string& phone, const std::string& id = "") {
    return run(kUpdatePhone, {{"id", id.empty() ? s.user_id : id}, {"phone", phone}}, s.token);
  }
  GqlReply change_password(const SignedIn& s, const std::string& new_password, const std::string& old_password,
                           const std::string& id = "") {
    return run(kUpdatePassword, {{"id", id.empty() ? s.user_id : id}, {"new", new_password}, {"old", old_password}},
               s.token);
  }
  // The registration code, confirmed, so the account has a verified phone.
  SignedIn confirmed(const std::string& email, const std::string& phone) {
    auto s = registered(email, phone);
    stores_->accounts().set_phone_confirmed(s.user_id, 1);
    return s;
  }
  static std::string error_message(const GqlReply& r, const char* field) {
    const auto& e = r.data(field).at("error");
    return e.is_null() ? std::string("(none)") : text(e.at("message"));
  }
};

TEST_F(ProfileApi, EditUserSavesThePersonalDetails) {
  auto s = confirmed("edit@example.com", "03001234567");
  auto r = edit(s, {{"fname", "  Ayesha "},
                    {"lname", "Khan"},
                    {"gender", "female"},
                    {"dob", "1990-05-14T00:00:00.000Z"},
                    {"phone", "3001234567"},
                    {"hash", "Tabc123"}});
  const auto& u = r.data("editUser");
  ASSERT_TRUE(u.at("error").is_null()) << json::serialize(r.body);
  EXPECT_EQ(text(u.at("fname")), "Ayesha");
  EXPECT_EQ(text(u.at("lname")), "Khan");
  EXPECT_EQ(text(u.at("gender")), "female");
  EXPECT_EQ(text(u.at("dob")), "1990-05-14T00:00:00.000Z");
  EXPECT_EQ(text(u.at("phone")), "03001234567");
  EXPECT_EQ(u.at("phone_confirmed").as_int64(), 1);  // same number: still confirmed
  EXPECT_EQ(message_count("03001234567"), 1);        // only the registration SMS

  auto stored = user(s.user_id);
  EXPECT_EQ(stored->lname, "Khan");
  EXPECT_EQ(stored->dob, "1990-05-14T00:00:00.000Z");

  // A plain date is accepted too; fields left out keep their values.
  auto partial = edit(s, {{"dob", "1991-01-02"}});
  EXPECT_EQ(text(partial.data("editUser").at("dob")), "1991-01-02T00:00:00.000Z");
  EXPECT_EQ(text(partial.data("editUser").at("lname")), "Khan");
}

TEST_F(ProfileApi, EditUserRulesAnswerWithTheSpecsMessages) {
  auto s = confirmed("rules@example.com", "03001234567");
  struct Case {
    json::object input;
    std::string field, message;
  };
  const std::vector<Case> cases = {
      {{{"fname", "Al"}}, "fname", "Should be atleast 3 charactors"},
      {{{"fname", "   "}}, "fname", "Required"},
      {{{"lname", "Xi"}}, "lname", "Should be atleast 3 charactors"},
      {{{"lname", std::string(101, 'a')}}, "lname", "Should be maximum 100 charactors"},
      {{{"gender", ""}}, "gender", "Required"},
      {{{"gender", "other"}}, "gender", "Invalid submission! Please verify your input."},
      {{{"dob", "2001-02-29T00:00:00.000Z"}}, "dob", "Invalid submission! Please verify your input."},
      {{{"dob", "1990-05-13T19:00:00.000Z"}}, "dob", "Invalid submission! Please verify your input."},
      {{{"dob", "2999-01-01T00:00:00.000Z"}}, "dob", "Invalid submission! Please verify your input."},
      {{{"dob", "14-05-1990"}}, "dob", "Invalid submission! Please verify your input."},
      {{{"phone", ""}}, "phone", "Required"},
      {{{"phone", "0300 123"}}, "phone", "Should be atleast 11 charactors"},
      {{{"phone", "0421234567x"}}, "phone", "Invalid submission! Please verify your input."},
      {{{"avatar", "https://evil.example/a.png"}}, "avatar", "Invalid submission! Please verify your input."},
  };
  for (const auto& c : cases) {
    auto r = edit(s, c.input);
    const auto& e = r.data("editUser").at("error");
    ASSERT_FALSE(e.is_null()) << json::serialize(c.input);
    EXPECT_EQ(text(e.at("message")), c.message) << json::serialize(c.input);
    EXPECT_EQ(text(e.at("details")), c.field) << json::serialize(c.input);
    EXPECT_EQ(text(e.at("code")), "VALIDATION");
  }
  // One bad field refuses the whole edit.
  auto r = edit(s, {{"fname", "Zainab"}, {"lname", "No"}});
  EXPECT_EQ(error_message(r, "editUser"), "Should be atleast 3 charactors");
  EXPECT_EQ(user(s.user_id)->fname, "Ayesha");
}

TEST_F(ProfileApi, EditUserWithANewPhoneNeedsReVerification) {
  auto s = confirmed("newphone@example.com", "03001234567");
  auto r = edit(s, {{"fname", "Ayesha"}, {"lname", "Khan"}, {"phone", "(0301) 765-43-21"}});
  const auto& u = r.data("editUser");
  ASSERT_TRUE(u.at("error").is_null()) << json::serialize(r.body);
  EXPECT_EQ(text(u.at("phone")), "03017654321");
  EXPECT_EQ(u.at("phone_confirmed").as_int64(), 0);
  EXPECT_EQ(message_count("03017654321"), 1);

  auto code = last_code("03017654321", "sms", 4);
  auto verified = run("mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed } }",
                      {{"c", code}, {"id", s.user_id}}, s.token);
  EXPECT_EQ(verified.data("verifyPhoneCode").at("phone_confirmed").as_int64(), 1) << json::serialize(verified.body);
}

TEST_F(ProfileApi, AnotherUsersIdIsRefusedWithNoData) {
  auto owner = confirmed("owner@example.com", "03001111111");
  auto intruder = confirmed("intruder@example.com", "03002222222");

  auto e = edit(intruder, {{"_id", owner.user_id}, {"fname", "Hacked"}});
  EXPECT_TRUE(e.data("editUser").is_null());
  EXPECT_EQ(e.error_code(), "FORBIDDEN");

  auto p = change_phone(intruder, "03009999999", owner.user_id);
  EXPECT_TRUE(p.data("updateUserPhone").is_null());
  EXPECT_EQ(p.error_code(), "FORBIDDEN");

  auto w = change_password(intruder, "new-pass", "secret-pass", owner.user_id);
  EXPECT_TRUE(w.data("updateUserPassword").is_null());
  EXPECT_EQ(w.error_code(), "FORBIDDEN");

  auto stored = user(owner.user_id);
  EXPECT_EQ(stored->fname, "Ayesha");
  EXPECT_EQ(stored->phone, "03001111111");
  EXPECT_EQ(stored->phone_confirmed, 1);
  EXPECT_EQ(message_count("03009999999"), 0);
  EXPECT_FALSE(login("owner@example.com", "secret-pass").token.empty());

  SignedIn anonymous{owner.user_id, "", ""};
  EXPECT_EQ(edit(anonymous, {{"fname", "Nobody"}}).error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(change_phone(anonymous, "03009999999").error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(change_password(anonymous, "new-pass", "secret-pass").error_code(), "UNAUTHENTICATED");
}

TEST_F(ProfileApi, UpdateUserPhoneChangesTheNumberAndSendsACode) {
  auto s = confirmed("phone@example.com", "03001234567");
  auto r = change_phone(s, "3111234567");
  const auto& u = r.data("updateUserPhone");
  ASSERT_TRUE(u.at("error").is_null()) << json::serialize(r.body);
  EXPECT_EQ(text(u.at("phone")), "03111234567");
  EXPECT_EQ(u.at("phone_confirmed").as_int64(), 0);
  EXPECT_EQ(last_code("03111234567", "sms", 4).size(), 4u);

  // The same number again changes nothing and sends nothing.
  auto same = change_phone(s, "0311 123-45-67");
  EXPECT_TRUE(same.data("updateUserPhone").at("error").is_null());
  EXPECT_EQ(message_count("03111234567"), 1);

  auto bad = change_phone(s, "12345");
  EXPECT_EQ(error_message(bad, "updateUserPhone"), "Should be atleast 11 charactors");
  EXPECT_EQ(text(bad.data("updateUserPhone").at("phone")), "03111234567");
}

TEST_F(ProfileApi, APhoneOfAnotherConfirmedAccountIsRefused) {
  auto taken = confirmed("taken@example.com", "03005555555");
  auto unconfirmed = registered("pending@example.com", "03006666666");
  auto s = confirmed("mover@example.com", "03001234567");

  auto r = change_phone(s, "03005555555");
  EXPECT_EQ(error_message(r, "updateUserPhone"), "This phone number is already registered to another account");
  EXPECT_EQ(text(r.data("updateUserPhone").at("error").at("code")), "PHONE_TAKEN");
  EXPECT_EQ(user(s.user_id)->phone, "03001234567");
  EXPECT_EQ(user(s.user_id)->phone_confirmed, 1);
  auto e = edit(s, {{"phone", "03005555555"}});
  EXPECT_EQ(text(e.data("editUser").at("error").at("code")), "PHONE_TAKEN");

  // An unconfirmed account does not own its number yet (once its own code's resend window passed).
  advance(31s);
  auto ok = change_phone(s, "03006666666");
  EXPECT_TRUE(ok.data("updateUserPhone").at("error").is_null()) << json::serialize(ok.body);
  (void)taken;
  (void)unconfirmed;
}

TEST_F(ProfileApi, PhoneChangesAreRateLimited) {
  auto s = confirmed("hopper@example.com", "03001234567");
  for (int i = 0; i < 5; ++i) {
    auto r = change_phone(s, "0302000000" + std::to_string(i));
    ASSERT_TRUE(r.data("updateUserPhone").at("error").is_null()) << i << json::serialize(r.body);
  }
  auto refused = change_phone(s, "03020000009");
  EXPECT_EQ(text(refused.data("updateUserPhone").at("error").at("code")), "RATE_LIMITED");
  EXPECT_EQ(text(refused.data("updateUserPhone").at("phone")), "03020000004");
  EXPECT_EQ(message_count("03020000009"), 0);
  advance(61min);
  auto fresh = login("hopper@example.com", "secret-pass");  // the access token has expired meanwhile
  EXPECT_TRUE(change_phone(fresh, "03020000009").data("updateUserPhone").at("error").is_null());
}

TEST_F(ProfileApi, AvatarMustBeTheUsersOwnUpload) {
  auto s = confirmed("avatar@example.com", "03001234567");
  const std::string mine = "/media/uploads/" + s.user_id + "/0123456789abcdef01234567.png";
  const std::string thumb = "/media/uploads/" + s.user_id + "/0123456789abcdef01234567-thumb.png";
  // Shaped like an upload but never recorded: refused.
  EXPECT_EQ(text(edit(s, {{"avatar", mine}}).data("editUser").at("error").at("details")), "avatar");
  stores_->uploads().record(
      "0123456789abcdef01234567",
      {.owner_id = s.user_id, .original_name = "me.png", .path = mine, .thumb_path = thumb, .mime_type = "image/png"});
  auto r = edit(s, {{"avatar", mine}, {"avatar_thumb", thumb}});
  ASSERT_TRUE(r.data("editUser").at("error").is_null()) << json::serialize(r.body);
  EXPECT_EQ(text(r.data("editUser").at("avatar")), mine);
  EXPECT_EQ(text(r.data("editUser").at("avatar_thumb")), thumb);

  auto other = confirmed("other@example.com", "03007654321");
  for (const std::string& url : {"/media/uploads/" + other.user_id + "/0123456789abcdef01234567.png",
                                 "/media/uploads/" + s.user_id + "/../x/0123456789abcdef01234567.png",
                                 "/media/uploads/" + s.user_id + "/0123456789abcdef01234567.svg",
                                 std::string("javascript:alert(1)"), thumb /* a thumbnail is not a picture */}) {
    auto bad = edit(s, {{"avatar", url}});
    EXPECT_EQ(text(bad.data("editUser").at("error").at("details")), "avatar") << url;
  }
  EXPECT_EQ(user(s.user_id)->avatar, mine);
}

TEST_F(ProfileApi, PasswordChangeKeepsThisDeviceAndSignsOutTheOthers) {
  auto s = confirmed("pw@example.com", "03001234567");
  auto other_device = login("pw@example.com", "secret-pass");
  ASSERT_TRUE(signed_in(other_device.token));

  auto r = change_password(s, "brand-new-pass", "secret-pass");
  const auto& result = r.data("updateUserPassword");
  ASSERT_TRUE(result.at("error").is_null()) << json::serialize(r.body);
  EXPECT_EQ(text(result.at("_id")), s.user_id);
  EXPECT_EQ(text(result.at("success").at("message")), "Password updated");
  EXPECT_EQ(user(s.user_id)->password_hash.rfind("$argon2id$", 0), 0u);

  EXPECT_TRUE(signed_in(s.token));
  EXPECT_FALSE(signed_in(other_device.token));
  EXPECT_EQ(run("{ getLoggedInUser { user { _id } } }", {}, "", other_device.refresh_token).error_code(),
            "UNAUTHENTICATED");
  EXPECT_TRUE(login("pw@example.com", "secret-pass").token.empty());
  EXPECT_FALSE(login("pw@example.com", "brand-new-pass").token.empty());
}

TEST_F(ProfileApi, PasswordChangeFailuresAnswerInTheError) {
  auto s = confirmed("pwfail@example.com", "03001234567");
  auto wrong = change_password(s, "brand-new-pass", "not-my-pass");
  EXPECT_TRUE(wrong.data("updateUserPassword").at("_id").is_null());
  EXPECT_EQ(error_message(wrong, "updateUserPassword"), "Old password is incorrect");

  EXPECT_EQ(error_message(change_password(s, "abc", "secret-pass"), "updateUserPassword"),
            "Should be atleast 4 charactors");
  EXPECT_EQ(error_message(change_password(s, std::string(129, 'x'), "secret-pass"), "updateUserPassword"),
            "Should be maximum 128 charactors");
  EXPECT_EQ(error_message(change_password(s, "brand-new-pass", ""), "updateUserPassword"), "Required");
  // Four characters is the spec's minimum for the new password.
  auto four = change_password(s, "abcd", "secret-pass");
  EXPECT_TRUE(four.data("updateUserPassword").at("error").is_null()) << json::serialize(four.body);
  EXPECT_FALSE(login("pwfail@example.com", "abcd").token.empty());
}

TEST_F(ProfileApi, WrongOldPasswordsAreLimitedPerAccountWithoutLockingSignIn) {
  auto s = confirmed("guess@example.com", "03001234567");
  int refused = 0;
  for (int i = 0; i < 12; ++i) {
    auto r = change_password(s, "brand-new-pass", "guess-" + std::to_string(i));
    const auto& e = r.data("updateUserPassword").at("error");
    ASSERT_TRUE(e.is_object()) << json::serialize(r.body);
    if (text(e.at("code")) == "RATE_LIMITED") ++refused;
  }
  EXPECT_EQ(refused, 2);  // old_password_tries_per_account: 10 per 15 minutes
  auto right = change_password(s, "brand-new-pass", "secret-pass");
  EXPECT_EQ(text(right.data("updateUserPassword").at("error").at("code")), "RATE_LIMITED");
  // Whoever holds that session cannot keep the owner out: sign-in is throttled separately.
  auto fresh = login("guess@example.com", "secret-pass");
  ASSERT_FALSE(fresh.token.empty());
  auto still = change_password(fresh, "brand-new-pass", "secret-pass");
  EXPECT_EQ(still.data("updateUserPassword").at("error").at("code"), "RATE_LIMITED") << json::serialize(still.body);
  advance(16min);
  auto later = change_password(login("guess@example.com", "secret-pass"), "brand-new-pass", "secret-pass");
  EXPECT_TRUE(later.data("updateUserPassword").at("error").is_null()) << json::serialize(later.body);
}

}  // namespace
}  // namespace karyana::test

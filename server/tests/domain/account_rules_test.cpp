// The account forms' rules over plain text (accounts.md §5): the spec's messages, typos
// included, and the first broken rule in the registration form's order.
#include <gtest/gtest.h>

#include "domain/account_rules.hpp"
#include "domain/profile_rules.hpp"

namespace karyana::domain {
namespace {

Registration valid_form() { return {"Ayesha", "ayesha@example.com", "secret123", "female", std::nullopt}; }

std::optional<std::pair<std::string, std::string>> broken(const Registration& form) {
  auto v = check_registration(form);
  if (!v) return std::nullopt;
  return std::pair{v->field, v->message};
}

TEST(AccountRules, MessagesKeepTheSpecsSpelling) {
  EXPECT_EQ(min_length_message(8), "Should be atleast 8 charactors");
  EXPECT_EQ(max_length_message(100), "Should be maximum 100 charactors");
}

TEST(AccountRules, EmailAndTrim) {
  EXPECT_TRUE(valid_email("a@b.co"));
  EXPECT_FALSE(valid_email("a@b"));
  EXPECT_FALSE(valid_email("a b@c.com"));
  EXPECT_FALSE(valid_email("@c.com"));
  EXPECT_FALSE(valid_email("a@@c.com"));
  EXPECT_FALSE(valid_email("a@.com"));
  EXPECT_EQ(trim("  x y \t\r\n"), "x y");
  EXPECT_EQ(trim(" \n "), "");
  EXPECT_EQ(char_count("Ayşe"), 4u);  // characters, not bytes
}

TEST(AccountRules, PasswordCountsCharactersUpTo128) {
  EXPECT_EQ(check_password("pwd", "", 8)->message, kRequired);
  EXPECT_EQ(check_password("pwd", "1234567", 8)->message, "Should be atleast 8 charactors");
  EXPECT_EQ(check_password("pwd", "12345678", 8), std::nullopt);
  EXPECT_EQ(check_password("pwd", std::string(128, 'x'), 8), std::nullopt);
  EXPECT_EQ(check_password("pwd", std::string(129, 'x'), 8)->message, "Should be maximum 128 charactors");
  EXPECT_EQ(check_password("pwd", "ééé", 4)->field, "pwd");  // 3 characters though 6 bytes
}

TEST(AccountRules, RegistrationFirstBrokenRuleInTheFormsOrder) {
  EXPECT_EQ(check_registration(valid_form()), std::nullopt);
  auto f = valid_form();
  f.fname = "";
  f.email = "";
  EXPECT_EQ(broken(f), (std::pair<std::string, std::string>{"fname", kRequired}));
  f = valid_form();
  f.fname = std::string(101, 'a');
  EXPECT_EQ(broken(f)->second, "Should be maximum 100 charactors");
  f = valid_form();
  f.email = "nope";
  EXPECT_EQ(broken(f), (std::pair<std::string, std::string>{"email", kInvalidEmail}));
  f = valid_form();
  f.password = "short";
  EXPECT_EQ(broken(f), (std::pair<std::string, std::string>{"password", "Should be atleast 8 charactors"}));
  f = valid_form();
  f.gender = "other";
  EXPECT_EQ(broken(f), (std::pair<std::string, std::string>{"gender", kInvalidSubmission}));
  f.gender = "";  // not given is allowed
  EXPECT_EQ(check_registration(f), std::nullopt);
  f.phone_problem = PhoneProblem::WrongLength;
  EXPECT_EQ(broken(f), (std::pair<std::string, std::string>{"phone", "Should be atleast 11 charactors"}));
}

TEST(AccountRules, PhoneProblems) {
  EXPECT_EQ(phone_violation(PhoneProblem::Empty).message, kRequired);
  EXPECT_EQ(phone_violation(PhoneProblem::WrongLength).message, "Should be atleast 11 charactors");
  EXPECT_EQ(phone_violation(PhoneProblem::Invalid).message, kInvalidSubmission);
  EXPECT_EQ(phone_violation(PhoneProblem::Invalid).field, "phone");
}

TEST(ProfileRules, NamesAndGender) {
  EXPECT_EQ(check_profile_name("fname", "")->message, kRequired);
  EXPECT_EQ(check_profile_name("fname", "Al")->message, "Should be atleast 3 charactors");
  EXPECT_EQ(check_profile_name("lname", "Ali"), std::nullopt);
  EXPECT_EQ(check_profile_name("lname", std::string(101, 'a'))->message, "Should be maximum 100 charactors");
  EXPECT_EQ(check_profile_name("lname", "Al\ti")->message, kInvalidSubmission);
  EXPECT_EQ(check_gender("male"), std::nullopt);
  EXPECT_EQ(check_gender("")->message, kRequired);
  EXPECT_EQ(check_gender("Male")->message, kInvalidSubmission);
}

TEST(ProfileRules, DateOfBirth) {
  EXPECT_EQ(normalize_dob("1990-05-14", "2026-11-26"), "1990-05-14T00:00:00.000Z");
  EXPECT_EQ(normalize_dob("1990-05-14T00:00:00.000Z", "2026-11-26"), "1990-05-14T00:00:00.000Z");
  EXPECT_EQ(normalize_dob("1990-05-14T00:00:00+00:00", "2026-11-26"), "1990-05-14T00:00:00.000Z");
  EXPECT_EQ(normalize_dob("1990-05-14T10:00:00Z", "2026-11-26"), std::nullopt);
  EXPECT_EQ(normalize_dob("2023-02-29", "2026-11-26"), std::nullopt);
  EXPECT_EQ(normalize_dob("2024-02-29", "2026-11-26"), "2024-02-29T00:00:00.000Z");
  EXPECT_EQ(normalize_dob("1899-12-31", "2026-11-26"), std::nullopt);
  EXPECT_EQ(normalize_dob("2026-11-27", "2026-11-26"), std::nullopt);
}

TEST(ProfileRules, OwnUploadUrls) {
  const std::string id = "u1";
  EXPECT_TRUE(is_own_upload_url("/media/uploads/u1/0123456789abcdef01234567.png", id));
  EXPECT_TRUE(is_own_upload_url("/media/uploads/u1/0123456789abcdef01234567-thumb.jpg", id));
  EXPECT_FALSE(is_own_upload_url("/media/uploads/u2/0123456789abcdef01234567.png", id));
  EXPECT_FALSE(is_own_upload_url("/media/uploads/u1/0123456789ABCDEF01234567.png", id));
  EXPECT_FALSE(is_own_upload_url("/media/uploads/u1/0123456789abcdef01234567.gif", id));
  EXPECT_FALSE(is_own_upload_url("/media/uploads//0123456789abcdef01234567.png", ""));
}

}  // namespace
}  // namespace karyana::domain

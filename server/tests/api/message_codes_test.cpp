// Every message the server sends carries a textCode naming exactly one text (issue 16): the table
// is well-formed, the rule texts and the api's refusals all have an entry (not the category
// fallback), parameterised texts match with any parameter, success objects carry their code too,
// and docs/api.md lists every entry.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "api/accounts/phone_code.hpp"
#include "api/auth_guard.hpp"
#include "api/message_codes.hpp"
#include "api/rest/login_route.hpp"
#include "domain/account_rules.hpp"
#include "domain/address_rules.hpp"
#include "domain/cart_rules.hpp"
#include "domain/checkout_rules.hpp"
#include "domain/slot_rules.hpp"
#include "domain/voucher_rules.hpp"

namespace karyana::api {
namespace {

bool upper_snake(const std::string& s) {
  if (s.empty() || s.front() == '_' || s.back() == '_') return false;
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

// The table's own textCode, or "" when the text falls back to its category.
std::string listed(std::string_view text) { return text_code(text, ""); }

TEST(MessageCodes, EachCodeIsUpperSnakeAndNamesOneTextAndEachTextHasOneCode) {
  std::set<std::string> codes;
  std::set<std::string> texts;
  for (const auto& entry : message_codes()) {
    EXPECT_TRUE(upper_snake(entry.text_code)) << entry.text_code;
    EXPECT_TRUE(codes.insert(entry.text_code).second) << "code used twice: " << entry.text_code;
    EXPECT_TRUE(texts.insert(entry.text).second) << "text listed twice: " << entry.text;
  }
}

TEST(MessageCodes, RuleTextsAndRefusalsAreAllListed) {
  namespace d = domain;
  for (const char* text : {d::kRequired,
                           d::kInvalidEmail,
                           d::kInvalidSubmission,
                           d::kOutOfServiceArea,
                           d::kConfirmLocation,
                           d::kSelectLabel,
                           d::cart_messages::kProductNotFound,
                           d::cart_messages::kProductUnavailable,
                           d::cart_messages::kCategoryUnavailable,
                           d::cart_messages::kSoldOut,
                           d::cart_messages::kLowStock,
                           d::cart_messages::kMaxLimit,
                           d::cart_messages::kBadQty,
                           d::cart_messages::kMergeFailed,
                           d::cart_messages::kNotYourCart,
                           d::checkout_messages::kEmptyCart,
                           d::checkout_messages::kAddressNotFound,
                           d::checkout_messages::kCodOnly,
                           d::checkout_messages::kItemsUnavailable,
                           d::slot_messages::kNotFound,
                           d::slot_messages::kInvalidDate,
                           d::slot_messages::kWrongDay,
                           d::slot_messages::kClosed,
                           d::slot_messages::kNotAvailable,
                           d::slot_messages::kBooked,
                           d::slot_messages::kFull,
                           d::voucher_messages::kInvalid,
                           d::voucher_messages::kNotActive,
                           d::voucher_messages::kExpired,
                           d::voucher_messages::kAlreadyUsedByYou,
                           d::voucher_messages::kUsedUp,
                           d::voucher_messages::kEmptyCart,
                           d::voucher_messages::kNotApplicable,
                           kAuthenticationRequired,
                           kNotYourAccount,
                           kAccountNotEnabled,
                           kLoginFailed,
                           kTooManyAttempts,
                           kCodeTooSoon,
                           kSmsBudgetSpent,
                           kPhoneTaken})
    EXPECT_NE(listed(text), "") << text;
}

TEST(MessageCodes, ParameterisedTextsMatchWhateverTheParameter) {
  EXPECT_EQ(listed(domain::min_length_message(8)), "TOO_SHORT");
  EXPECT_EQ(listed(domain::max_length_message(200)), "TOO_LONG");
  EXPECT_EQ(listed(*domain::live_orders_refusal(3, 3)), "LIVE_ORDERS_LIMIT");
  EXPECT_EQ(listed(std::string(domain::checkout_messages::kMinOrderPrefix) + "RS 500"), "MIN_ORDER");
  EXPECT_EQ(listed(std::string(domain::checkout_messages::kMaxOrderPrefix) + "RS 50000"), "MAX_ORDER");
  EXPECT_EQ(listed(std::string(domain::voucher_messages::kMinOrderPrefix) + "RS 1000"), "VOUCHER_MIN_ORDER");
  EXPECT_EQ(listed("Invalid filter: expected a JSON object"), "INVALID_FILTER");
  EXPECT_EQ(listed("The image is too large. The maximum is 40 megapixels and 10000 pixels per side."),
            "TOO_MANY_PIXELS");
  EXPECT_EQ(listed("The image is too large. The maximum is 40 megapixels and  pixels per side."), "");
  // The parameter is never empty: the bare prefix is not the message.
  EXPECT_EQ(listed(domain::checkout_messages::kMinOrderPrefix), "");
}

TEST(MessageCodes, UnlistedTextsFallBackToTheirCategory) {
  EXPECT_EQ(text_code("Closed for a review, call us", "NOT_ENABLED"), "NOT_ENABLED");
  auto ext = error_extensions(kNotYourAccount, "FORBIDDEN");
  EXPECT_EQ(ext.at("code"), "FORBIDDEN");
  EXPECT_EQ(ext.at("textCode"), "NOT_YOUR_ACCOUNT");
  auto error = error_object(domain::voucher_messages::kExpired, "");
  EXPECT_TRUE(error.at("code").is_null());
  EXPECT_EQ(error.at("textCode"), "VOUCHER_EXPIRED");
}

TEST(MessageCodes, SuccessObjectsCarryTheirTextCode) {
  auto applied = success_object(domain::voucher_messages::kApplied);
  EXPECT_EQ(applied.at("message"), "Voucher applied successfully");
  EXPECT_EQ(applied.at("textCode"), "VOUCHER_APPLIED");
  EXPECT_EQ(success_object("Password Reset Successfull").at("textCode"), "PASSWORD_RESET");
  EXPECT_EQ(success_object("Upload complete").at("textCode"), "UPLOAD_COMPLETE");
  EXPECT_FALSE(success_object("Upload complete").contains("code"));
  // A text the table does not list has no textCode rather than a guessed one.
  EXPECT_TRUE(success_object("Done, somehow").at("textCode").is_null());
}

TEST(MessageCodes, DocsApiTableListsEveryCodeWithItsText) {
  std::ifstream file("../docs/api.md");  // tests run in server/
  ASSERT_TRUE(file) << "docs/api.md not found";
  std::stringstream doc;
  doc << file.rdbuf();
  for (const auto& entry : message_codes()) {
    std::string row = "| `" + std::string(entry.text_code) + "` | " + entry.text + " |";
    EXPECT_NE(doc.str().find(row), std::string::npos) << "docs/api.md lacks the row " << row;
  }
}

}  // namespace
}  // namespace karyana::api

// Accounts through the GraphQL engine and the login handler, on a real (unseeded) SQLite
// store with a hand-moved clock: register → code from the outbox → verify → sign in →
// getLoggedInUser, authorization, code locking, resend limits, refresh and sign-out.
#include <gtest/gtest.h>

#include <atomic>
#include <regex>

#include <boost/json.hpp>

#include "../store/temp_dir.hpp"
#include "account_fixture.hpp"
#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "api/rest/login_route.hpp"
#include "graphql/pubsub.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;

using Reply = test::GqlReply;
using Session = test::SignedIn;
using test::text;

class AccountsApi : public ::testing::Test {
 protected:
  AccountsApi()
      : dir_("accounts-api"),
        stores_(store::open_sqlite_stores(dir_.file("karyana.sqlite3"))),
        auth_(stores_->accounts(), auth::AuthKeys(auth::Key{7}), [this] { return now(); }),
        services_{*stores_, pubsub_, {}, &auth_, nullptr},
        engine_(api::make_engine()) {}

  auth::TimePoint now() const { return auth::TimePoint(std::chrono::milliseconds(ms_.load())); }
  void advance(std::chrono::milliseconds by) { ms_ += by.count(); }

  Reply run(const std::string& query, const json::object& variables = {}, const std::string& token = "",
            const std::string& refresh = "") {
    api::ApiContext context(services_, "10.0.0.1", token, refresh);
    auto result = engine_->run(query, variables, context).to_json();
    return {result, context.response_headers};
  }

  Reply register_client(const std::string& email, const std::string& phone,
                        const std::string& password = "secret-pass") {
    json::object input{{"fname", "Ayesha"},    {"gender", "female"}, {"email", email},
                       {"password", password}, {"phone", phone},     {"receive_offers", 1}};
    return run(
        "mutation($input: RegisterClientInput!) { registerClient(input: $input) {"
        " user { _id email phone phone_confirmed receive_offers } autoLoginInfo error { message code details } } }",
        {{"input", input}});
  }

  Session registered(const std::string& email, const std::string& phone) {
    auto reply = register_client(email, phone);
    const auto& result = reply.data("registerClient");
    EXPECT_TRUE(result.at("error").is_null()) << json::serialize(reply.body);
    return {std::string(result.at("user").at("_id").as_string()), reply.header("token"), reply.header("refresh-token")};
  }

  // The newest SMS to `phone` in the outbox, and the 4-digit code in it.
  std::string last_code_sent_to(const std::string& phone) {
    auto body = karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(
          "SELECT body FROM message_outbox WHERE recipient = ? AND channel = 'sms' ORDER BY rowid DESC LIMIT 1");
      st.bind_all(phone);
      return st.step() ? st.get_text(0) : std::string();
    });
    std::smatch m;
    EXPECT_TRUE(std::regex_search(body, m, std::regex(R"(\b(\d{4})\b)"))) << body;
    return m.size() > 1 ? m[1].str() : std::string();
  }
  int sms_count(const std::string& phone) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare("SELECT count(*) FROM message_outbox WHERE recipient = ?");
      st.bind_all(phone);
      st.step();
      return static_cast<int>(st.get_int(0));
    });
  }

  Reply verify(const Session& s, const std::string& code) {
    return run(
        "mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { _id phone_confirmed error { message "
        "code } } }",
        {{"c", code}, {"id", s.user_id}}, s.token);
  }

  api::LoginResponse login(const std::string& username, const std::string& pwd) {
    return api::handle_login(
        services_, {.body = json::serialize(json::object{{"username", username}, {"pwd", pwd}, {"app", "client"}}),
                    .client_ip = "10.0.0.1",
                    .user_agent = "test"});
  }

  static constexpr const char* kMe = "{ getLoggedInUser { user { _id email status } error { message } } }";

  test::TempDir dir_;
  std::unique_ptr<store::Stores> stores_;
  std::atomic<std::int64_t> ms_{1'767'225'600'000};  // 2026-01-01T00:00:00Z
  api::AuthServices auth_;
  graphql::PubSub pubsub_;
  api::Services services_;
  std::unique_ptr<graphql::Engine> engine_;
};

TEST_F(AccountsApi, RegisterVerifyThenSignInAndLoadTheSignedInUser) {
  auto reply = register_client("ayesha@example.com", "0300 123-45-67");
  const auto& result = reply.data("registerClient");
  ASSERT_TRUE(result.at("error").is_null()) << json::serialize(reply.body);
  EXPECT_EQ(text(result.at("user").at("phone")), "03001234567");
  EXPECT_EQ(result.at("user").at("phone_confirmed").as_int64(), 0);
  EXPECT_EQ(result.at("user").at("receive_offers").as_int64(), 1);
  auto auto_login = json::parse(result.at("autoLoginInfo").as_string()).as_object();
  EXPECT_EQ(text(auto_login.at("username")), "ayesha@example.com");
  EXPECT_EQ(text(auto_login.at("pwd")), "secret-pass");
  ASSERT_FALSE(reply.header("token").empty());
  ASSERT_FALSE(reply.header("refresh-token").empty());
  auto stored = stores_->accounts().user_by_email("ayesha@example.com");
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->password_hash.rfind("$argon2id$", 0), 0u);

  Session s{text(result.at("user").at("_id")), reply.header("token"), reply.header("refresh-token")};
  auto verified = verify(s, last_code_sent_to("03001234567"));
  ASSERT_TRUE(verified.data("verifyPhoneCode").at("error").is_null()) << json::serialize(verified.body);
  EXPECT_EQ(verified.data("verifyPhoneCode").at("phone_confirmed").as_int64(), 1);

  auto signed_in = login("ayesha@example.com", "secret-pass");
  ASSERT_EQ(signed_in.status, 200);
  auto body = json::parse(signed_in.body).as_object();
  EXPECT_EQ(text(body.at("status")), "LoggedIn");
  EXPECT_TRUE(body.at("error").is_null());
  EXPECT_EQ(text(body.at("LoggedUser").at("user").at("email")), "ayesha@example.com");
  auto token = text(body.at("TokenData").at("token"));
  bool header_has_token = false;
  for (const auto& [k, v] : signed_in.headers) header_has_token |= (k == "token" && v == token);
  EXPECT_TRUE(header_has_token);

  auto me = run(kMe, {}, token);
  ASSERT_FALSE(me.body.contains("errors")) << json::serialize(me.body);
  EXPECT_EQ(text(me.data("getLoggedInUser").at("user").at("_id")), s.user_id);
  EXPECT_TRUE(me.data("getLoggedInUser").at("error").is_null());
}

TEST_F(AccountsApi, RegistrationRulesAnswerWithTheSpecsMessages) {
  auto short_pwd = register_client("a@example.com", "03001234567", "short");
  EXPECT_EQ(text(short_pwd.data("registerClient").at("error").at("message")), "Should be atleast 8 charactors");
  auto bad_email = register_client("not-an-email", "03001234567");
  EXPECT_EQ(text(bad_email.data("registerClient").at("error").at("message")), "Invalid email address");
  auto bad_phone = register_client("b@example.com", "0300 123");
  EXPECT_EQ(text(bad_phone.data("registerClient").at("error").at("details")), "phone");
  EXPECT_FALSE(stores_->accounts().user_by_email("a@example.com"));

  registered("taken@example.com", "03001234567");
  auto again = register_client("TAKEN@example.com", "03007654321");
  EXPECT_EQ(text(again.data("registerClient").at("error").at("code")), "EMAIL_TAKEN");
}

TEST_F(AccountsApi, NoTokenMeansUnauthenticated) {
  auto me = run(kMe);
  EXPECT_TRUE(me.data("getLoggedInUser").is_null());
  EXPECT_EQ(me.error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(text(me.body.at("errors").as_array()[0].at("message")), "Authentication required");
  EXPECT_EQ(run(kMe, {}, "v1.forged.token.1.abc").error_code(), "UNAUTHENTICATED");
}

TEST_F(AccountsApi, AnotherUsersIdIsRefusedWithNoData) {
  auto first = registered("first@example.com", "03001111111");
  auto second = registered("second@example.com", "03002222222");
  auto mine = run("query($id: ID!) { user(id: $id) { _id email } }", {{"id", second.user_id}}, second.token);
  EXPECT_EQ(text(mine.data("user").at("email")), "second@example.com");

  auto theirs = run("query($id: ID!) { user(id: $id) { _id email } }", {{"id", first.user_id}}, second.token);
  EXPECT_TRUE(theirs.data("user").is_null());
  EXPECT_EQ(theirs.error_code(), "FORBIDDEN");

  auto code = last_code_sent_to("03001111111");
  Session forged{first.user_id, second.token, ""};
  EXPECT_EQ(verify(forged, code).error_code(), "FORBIDDEN");
  auto resend = run("mutation($id: ID!) { resendPhoneCode(_id: $id) { _id } }", {{"id", first.user_id}}, second.token);
  EXPECT_EQ(resend.error_code(), "FORBIDDEN");
  EXPECT_EQ(stores_->accounts().user_by_id(first.user_id)->phone_confirmed, 0);
}

TEST_F(AccountsApi, FiveWrongCodesLockTheCodeEvenForTheRightOne) {
  auto s = registered("locked@example.com", "03003333333");
  auto right = last_code_sent_to("03003333333");
  auto wrong = right == "0000" ? std::string("1111") : std::string("0000");
  for (int i = 0; i < 5; ++i) {
    auto r = verify(s, wrong);
    EXPECT_EQ(text(r.data("verifyPhoneCode").at("error").at("code")), i < 4 ? "WRONG_CODE" : "CODE_LOCKED") << i;
  }
  auto r = verify(s, right);
  EXPECT_EQ(text(r.data("verifyPhoneCode").at("error").at("code")), "CODE_LOCKED");
  EXPECT_EQ(r.data("verifyPhoneCode").at("phone_confirmed").as_int64(), 0);
}

TEST_F(AccountsApi, ANumberConfirmsOnlyOneAccount) {
  // Two accounts start with the same number; the first to confirm keeps it.
  auto first = registered("first@example.com", "03004444444");
  auto first_code = last_code_sent_to("03004444444");
  ms_ += 31'000;  // past the phone's resend window, so the second account gets its own code
  auto second = registered("second@example.com", "03004444444");
  auto second_code = last_code_sent_to("03004444444");
  EXPECT_EQ(verify(second, second_code).data("verifyPhoneCode").at("phone_confirmed").as_int64(), 1);
  auto late = verify(first, first_code).data("verifyPhoneCode");
  EXPECT_EQ(late.at("phone_confirmed").as_int64(), 0);
  EXPECT_EQ(text(late.at("error").at("code")), "PHONE_TAKEN");
  // Once confirmed, the number is refused at registration.
  auto third = register_client("third@example.com", "03004444444").data("registerClient");
  EXPECT_TRUE(third.at("user").is_null());
  EXPECT_EQ(text(third.at("error").at("message")), "This phone number is already registered to another account");
}

TEST_F(AccountsApi, ResendIsRateLimitedAndSendsANewCode) {
  auto s = registered("resend@example.com", "03004444444");
  const std::string resend =
      "mutation($id: ID!) { resendPhoneCode(_id: $id, hash: \"Tabc\") { _id error { message code } } }";
  auto too_soon = run(resend, {{"id", s.user_id}}, s.token);
  EXPECT_EQ(text(too_soon.data("resendPhoneCode").at("error").at("code")), "RATE_LIMITED");
  EXPECT_EQ(sms_count("03004444444"), 1);

  advance(31s);
  auto first_code = last_code_sent_to("03004444444");
  auto ok = run(resend, {{"id", s.user_id}}, s.token);
  EXPECT_TRUE(ok.data("resendPhoneCode").at("error").is_null()) << json::serialize(ok.body);
  EXPECT_EQ(sms_count("03004444444"), 2);
  auto new_code = last_code_sent_to("03004444444");
  if (new_code != first_code) {  // the earlier code is retired (equal only by 1-in-10000 chance)
    EXPECT_EQ(text(verify(s, first_code).data("verifyPhoneCode").at("error").at("code")), "WRONG_CODE");
  }
  EXPECT_TRUE(verify(s, new_code).data("verifyPhoneCode").at("error").is_null());
}

TEST_F(AccountsApi, ExpiredAccessTokenIsRefreshedIntoResponseHeaders) {
  auto s = registered("refresh@example.com", "03005555555");
  advance(16min);
  EXPECT_EQ(run(kMe, {}, s.token).error_code(), "UNAUTHENTICATED");
  auto me = run(kMe, {}, s.token, s.refresh_token);
  ASSERT_FALSE(me.body.contains("errors")) << json::serialize(me.body);
  EXPECT_EQ(text(me.data("getLoggedInUser").at("user").at("_id")), s.user_id);
  auto new_token = me.header("token");
  ASSERT_FALSE(new_token.empty());
  EXPECT_NE(me.header("refresh-token"), s.refresh_token);
  EXPECT_FALSE(run(kMe, {}, new_token).body.contains("errors"));
}

TEST_F(AccountsApi, LogoutRevokesTheSession) {
  auto s = registered("logout@example.com", "03006666666");
  auto out = run("mutation { logout { _id success { message } } }", {}, s.token);
  EXPECT_EQ(text(out.data("logout").at("_id")), s.user_id);
  EXPECT_EQ(run(kMe, {}, s.token).error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(run(kMe, {}, "", s.refresh_token).error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(run("mutation { logout { _id } }").error_code(), "UNAUTHENTICATED");
}

TEST_F(AccountsApi, LoginFailuresUseTheSpecsStatusAndMessage) {
  registered("login@example.com", "03007777777");
  auto wrong = json::parse(login("login@example.com", "wrong-pass").body).as_object();
  EXPECT_EQ(text(wrong.at("status")), "LoginFailed");
  EXPECT_EQ(text(wrong.at("error").at("message")), "Login fail");
  auto unknown = json::parse(login("nobody@example.com", "secret-pass").body).as_object();
  EXPECT_EQ(text(unknown.at("error").at("message")), "Login fail");
  EXPECT_EQ(api::handle_login(services_, {.body = "not json", .client_ip = "", .user_agent = ""}).status, 400);

  karyana::store::sqlite::sqlite_database(*stores_)->write([](store::sqlite::Connection& c) {
    c.exec("UPDATE users SET status = 'disabled', status_note = 'Account suspended' WHERE email = 'login@example.com'");
  });
  auto disabled = json::parse(login("login@example.com", "secret-pass").body).as_object();
  EXPECT_EQ(text(disabled.at("status")), "NotEnabled");
  EXPECT_EQ(text(disabled.at("error").at("message")), "Account suspended");
}

TEST_F(AccountsApi, SignInIsRateLimitedPerAccount) {
  registered("limit@example.com", "03008888888");
  int refused = 0;
  for (int i = 0; i < 12; ++i) {
    auto r = login("limit@example.com", "wrong-pass");
    if (r.status == 429) ++refused;
  }
  EXPECT_GE(refused, 1);
  auto blocked = login("limit@example.com", "secret-pass");
  EXPECT_EQ(blocked.status, 429);
  EXPECT_EQ(text(json::parse(blocked.body).at("status")), "TooManyAttempts");
}

}  // namespace
}  // namespace karyana

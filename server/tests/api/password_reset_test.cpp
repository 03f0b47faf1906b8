// Password recovery through the engine: sendPasswordResetCode → the 6-digit code in the
// outbox e-mail → verifyPasswordResetCode → resetPassword. The request never tells whether
// the e-mail has an account; codes are hashed, single-use, expire after 10 minutes and lock
// after 5 wrong tries — also for tries sent in parallel or as aliases of one document.
#include <thread>

#include "account_fixture.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::test {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;

constexpr const char* kSend =
    "mutation($email: String!) { sendPasswordResetCode(email: $email) {"
    " _id error { message code details } success { message } } }";
constexpr const char* kVerify =
    "mutation($code: String!, $email: String) { verifyPasswordResetCode(code: $code, email: $email) {"
    " _id error { message code details } success { message } } }";
constexpr const char* kReset =
    "mutation($pwd: String!, $code: String!, $email: String) { resetPassword(pwd: $pwd, code: $code, email: $email) {"
    " _id error { message code details } success { message } } }";

class PasswordResetApi : public AccountFixture {
 protected:
  GqlReply send(const std::string& email, const std::string& ip = "10.0.0.1") {
    return run(kSend, {{"email", email}}, "", "", ip);
  }
  GqlReply verify(const std::string& email, const std::string& code) {
    return run(kVerify, {{"code", code}, {"email", email}});
  }
  GqlReply reset(const std::string& email, const std::string& code, const std::string& pwd) {
    return run(kReset, {{"pwd", pwd}, {"code", code}, {"email", email}});
  }
  std::string mailed_code(const std::string& email) { return last_code(email, "email", 6); }
  static std::string wrong_code(const std::string& right) { return right == "000000" ? "111111" : "000000"; }
  static const json::value& error(const GqlReply& r, const char* field) { return r.data(field).at("error"); }
  int stored_attempts(const std::string& user_id) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(
          "SELECT attempts FROM verification_codes WHERE user_id = ? AND purpose = 'password_reset'"
          " ORDER BY rowid DESC LIMIT 1");
      st.bind_all(user_id);
      return st.step() ? static_cast<int>(st.get_int(0)) : -1;
    });
  }
};

TEST_F(PasswordResetApi, TheAnswerIsTheSameWhetherOrNotTheEmailHasAnAccount) {
  registered("known@example.com", "03001234567");
  // The minimum answer time is a timer in the transport (no thread sleeps): the resolver asks
  // for the answer not to leave before 150 ms after it started, account or not.
  const auto known_started = std::chrono::steady_clock::now();
  auto known = send("known@example.com");
  const auto unknown_started = std::chrono::steady_clock::now();
  auto unknown = send("unknown@example.com");

  EXPECT_EQ(json::serialize(known.body), json::serialize(unknown.body));
  EXPECT_EQ(text(known.data("sendPasswordResetCode").at("success").at("message")),
            "If an account exists for this email, a code has been sent.");
  EXPECT_TRUE(known.data("sendPasswordResetCode").at("_id").is_null());
  EXPECT_GE(known.answer_not_before - known_started, 150ms);
  EXPECT_GE(unknown.answer_not_before - unknown_started, 150ms);

  EXPECT_EQ(message_count("known@example.com"), 1);
  EXPECT_EQ(message_count("unknown@example.com"), 0);
  const auto code = mailed_code("known@example.com");
  EXPECT_EQ(code.size(), 6u);
  // Only a keyed hash is stored.
  auto stored = karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
    auto st = c.prepare("SELECT code_hash FROM verification_codes WHERE purpose = 'password_reset'");
    return st.step() ? st.get_text(0) : std::string();
  });
  EXPECT_EQ(stored.find(code), std::string::npos);
  EXPECT_GE(stored.size(), 32u);

  auto bad = send("not-an-email");
  EXPECT_EQ(text(error(bad, "sendPasswordResetCode").at("message")), "Invalid email address");
}

TEST_F(PasswordResetApi, VerifyKeepsTheCodeAndResetUsesItOnce) {
  auto s = registered("flow@example.com", "03001234567");
  auto other_device = login("flow@example.com", "secret-pass");
  send("flow@example.com");
  const auto code = mailed_code("flow@example.com");

  for (int i = 0; i < 2; ++i) {  // checking does not consume
    auto v = verify("flow@example.com", code);
    EXPECT_TRUE(error(v, "verifyPasswordResetCode").is_null()) << json::serialize(v.body);
    EXPECT_EQ(text(v.data("verifyPasswordResetCode").at("success").at("message")), "Code verified");
  }
  auto r = reset("FLOW@example.com", code, "a-new-password");
  const auto& result = r.data("resetPassword");
  ASSERT_TRUE(result.at("error").is_null()) << json::serialize(r.body);
  EXPECT_EQ(text(result.at("success").at("message")), "Password Reset Successfull");
  EXPECT_EQ(text(result.at("_id")), s.user_id);
  EXPECT_TRUE(r.header("token").empty());  // not signed in

  // Every session ends, and the code never works again.
  EXPECT_FALSE(signed_in(s.token));
  EXPECT_FALSE(signed_in(other_device.token));
  EXPECT_EQ(run("{ getLoggedInUser { user { _id } } }", {}, "", s.refresh_token).error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(text(error(reset("flow@example.com", code, "another-password"), "resetPassword").at("message")),
            "Invalid or expired code");
  EXPECT_TRUE(login("flow@example.com", "secret-pass").token.empty());
  EXPECT_FALSE(login("flow@example.com", "a-new-password").token.empty());
}

TEST_F(PasswordResetApi, TheEmailIsRequiredWithTheCode) {
  registered("needs@example.com", "03001234567");
  send("needs@example.com");
  const auto code = mailed_code("needs@example.com");
  for (const char* query :
       {"mutation($c: String!) { verifyPasswordResetCode(code: $c) { error { message details } } }",
        "mutation($c: String!) { resetPassword(code: $c, pwd: \"a-new-password\") { error { message details } } }"}) {
    auto r = run(query, {{"c", code}});
    const auto& field = r.body.at("data").as_object().begin()->value();
    EXPECT_EQ(text(field.at("error").at("message")), "Required") << query;
    EXPECT_EQ(text(field.at("error").at("details")), "email") << query;
  }
  EXPECT_EQ(text(error(verify("needs@example.com", ""), "verifyPasswordResetCode").at("details")), "code");
  // The code is still good: the refusals above did not touch it.
  EXPECT_TRUE(error(verify("needs@example.com", code), "verifyPasswordResetCode").is_null());
}

TEST_F(PasswordResetApi, ResetPasswordFollowsTheRegistrationRule) {
  registered("rule@example.com", "03001234567");
  send("rule@example.com");
  const auto code = mailed_code("rule@example.com");
  EXPECT_EQ(text(error(reset("rule@example.com", code, "short"), "resetPassword").at("message")),
            "Should be atleast 8 charactors");
  EXPECT_EQ(text(error(reset("rule@example.com", code, std::string(129, 'p')), "resetPassword").at("message")),
            "Should be maximum 128 charactors");
  EXPECT_EQ(stored_attempts(user_id_of("rule@example.com")), 0);  // a bad password does not use a try
  EXPECT_TRUE(error(reset("rule@example.com", code, "long-enough"), "resetPassword").is_null());
}

TEST_F(PasswordResetApi, FiveWrongTriesLockTheCode) {
  auto s = registered("lock@example.com", "03001234567");
  send("lock@example.com");
  const auto code = mailed_code("lock@example.com");
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(text(error(verify("lock@example.com", wrong_code(code)), "verifyPasswordResetCode").at("message")),
              "Invalid or expired code");
  for (int i = 0; i < 2; ++i) reset("lock@example.com", wrong_code(code), "a-new-password");  // resets count too
  EXPECT_EQ(stored_attempts(s.user_id), 5);
  EXPECT_EQ(text(error(verify("lock@example.com", code), "verifyPasswordResetCode").at("code")), "INVALID_CODE");
  EXPECT_FALSE(error(reset("lock@example.com", code, "a-new-password"), "resetPassword").is_null());
  EXPECT_FALSE(login("lock@example.com", "secret-pass").token.empty());

  // A new code starts afresh.
  advance(1h);
  send("lock@example.com");
  EXPECT_TRUE(error(verify("lock@example.com", mailed_code("lock@example.com")), "verifyPasswordResetCode").is_null());
}

// One costly operation per document (docs/security.md "Limits"): the whole document is refused
// before any guess runs, so the code still works afterwards.
TEST_F(PasswordResetApi, AliasesInOneDocumentAreRefusedBeforeAnyGuess) {
  auto s = registered("alias@example.com", "03001234567");
  send("alias@example.com");
  const auto code = mailed_code("alias@example.com");
  const auto wrong = wrong_code(code);
  std::string doc = "mutation {";
  for (int i = 0; i < 8; ++i)
    doc += " w" + std::to_string(i) + ": verifyPasswordResetCode(code: \"" + wrong +
           "\", email: \"alias@example.com\") { error { code } }";
  doc += " right: resetPassword(code: \"" + code +
         "\", email: \"alias@example.com\", pwd: \"a-new-password\")"
         " { error { code } success { message } } }";
  auto r = run(doc);
  ASSERT_TRUE(r.body.contains("errors")) << json::serialize(r.body);
  EXPECT_EQ(text(r.body.at("errors").at(0).at("extensions").at("code")), "TOO_MANY_COSTLY_OPERATIONS");
  EXPECT_FALSE(r.body.contains("data"));
  EXPECT_EQ(stored_attempts(s.user_id), 0);
  EXPECT_TRUE(error(verify("alias@example.com", code), "verifyPasswordResetCode").is_null());
}

TEST_F(PasswordResetApi, ParallelGuessesStopAtFive) {
  auto s = registered("parallel@example.com", "03001234567");
  send("parallel@example.com");
  const auto code = mailed_code("parallel@example.com");
  const auto wrong = wrong_code(code);
  std::vector<std::thread> threads;
  for (int i = 0; i < 12; ++i) threads.emplace_back([&] { verify("parallel@example.com", wrong); });
  for (auto& t : threads) t.join();
  EXPECT_EQ(stored_attempts(s.user_id), 5);
  EXPECT_EQ(text(error(verify("parallel@example.com", code), "verifyPasswordResetCode").at("code")), "INVALID_CODE");
}

TEST_F(PasswordResetApi, TheCodeExpiresAfterTenMinutes) {
  registered("late@example.com", "03001234567");
  send("late@example.com");
  const auto code = mailed_code("late@example.com");
  advance(9min);
  EXPECT_TRUE(error(verify("late@example.com", code), "verifyPasswordResetCode").is_null());
  advance(61s);
  EXPECT_EQ(text(error(reset("late@example.com", code, "a-new-password"), "resetPassword").at("message")),
            "Invalid or expired code");
}

TEST_F(PasswordResetApi, UnknownEmailsAndStrangersGetTheSameCodeError) {
  registered("someone@example.com", "03001234567");
  auto unknown = verify("nobody@example.com", "123456");
  auto no_code = verify("someone@example.com", "123456");  // an account without a pending code
  EXPECT_EQ(json::serialize(unknown.body), json::serialize(no_code.body));
  EXPECT_EQ(json::serialize(reset("nobody@example.com", "123456", "a-new-password").body),
            json::serialize(reset("someone@example.com", "123456", "a-new-password").body));
}

TEST_F(PasswordResetApi, RequestsAreRateLimitedPerEmailAndPerClient) {
  registered("often@example.com", "03001234567");
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(error(send("often@example.com"), "sendPasswordResetCode").is_null());
  auto refused = send("often@example.com");
  EXPECT_EQ(text(error(refused, "sendPasswordResetCode").at("code")), "RATE_LIMITED");
  EXPECT_EQ(message_count("often@example.com"), 5);
  // The same answer for an address without an account.
  for (int i = 0; i < 5; ++i) send("ghost@example.com");
  EXPECT_EQ(text(error(send("ghost@example.com"), "sendPasswordResetCode").at("code")), "RATE_LIMITED");

  // 20 per hour from one client, whatever the addresses.
  int refused_for_client = 0;
  for (int i = 0; i < 12; ++i)
    if (!error(send("spread" + std::to_string(i) + "@example.com", "10.9.9.9"), "sendPasswordResetCode").is_null())
      ++refused_for_client;
  EXPECT_EQ(refused_for_client, 0);
  for (int i = 12; i < 22; ++i)
    if (!error(send("spread" + std::to_string(i) + "@example.com", "10.9.9.9"), "sendPasswordResetCode").is_null())
      ++refused_for_client;
  EXPECT_EQ(refused_for_client, 2);
}

}  // namespace
}  // namespace karyana::test

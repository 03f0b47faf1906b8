// A GraphQL engine over a real (unseeded) SQLite store with a hand-moved clock, for the
// profile, password and upload tests: registers users, reads codes from the outbox table.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <regex>

#include <boost/json.hpp>

#include "../store/temp_dir.hpp"
#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "api/rest/login_route.hpp"
#include "graphql/pubsub.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"

namespace karyana::test {

struct GqlReply {
  boost::json::object body;
  std::vector<std::pair<std::string, std::string>> headers;
  // graphql::Context::answer_not_before after the run: the transport would hold the answer until then.
  std::chrono::steady_clock::time_point answer_not_before{};
  const boost::json::value& data(std::string_view field) const { return body.at("data").at(field); }
  std::string header(std::string_view name) const {
    for (const auto& [k, v] : headers)
      if (k == name) return v;
    return {};
  }
  std::string error_code() const {
    const auto* errors = body.if_contains("errors");
    if (!errors || errors->as_array().empty()) return {};
    return std::string(errors->as_array()[0].at("extensions").at("code").as_string());
  }
};

struct SignedIn {
  std::string user_id;
  std::string token;
  std::string refresh_token;
};

inline std::string text(const boost::json::value& v) { return std::string(v.as_string()); }

class AccountFixture : public ::testing::Test {
 protected:
  AccountFixture()
      : dir_("account-fixture"),
        stores_(store::open_sqlite_stores(dir_.file("karyana.sqlite3"))),
        auth_(stores_->accounts(), auth::AuthKeys(auth::Key{9}), [this] { return now(); }),
        services_{*stores_, pubsub_, {}, &auth_, nullptr},
        engine_(api::make_engine()) {}

  auth::TimePoint now() const { return auth::TimePoint(std::chrono::milliseconds(ms_.load())); }
  void advance(std::chrono::milliseconds by) { ms_ += by.count(); }

  GqlReply run(const std::string& query, const boost::json::object& variables = {}, const std::string& token = "",
               const std::string& refresh = "", const std::string& ip = "10.0.0.1") {
    api::ApiContext context(services_, ip, token, refresh);
    auto result = engine_->run(query, variables, context).to_json();
    return {result, context.response_headers, context.answer_not_before};
  }

  SignedIn registered(const std::string& email, const std::string& phone, const std::string& password = "secret-pass") {
    boost::json::object input{{"fname", "Ayesha"},    {"gender", "female"}, {"email", email},
                              {"password", password}, {"phone", phone},     {"receive_offers", 0}};
    auto reply =
        run("mutation($input: RegisterClientInput!) { registerClient(input: $input) {"
            " user { _id } error { message } } }",
            {{"input", input}});
    const auto& result = reply.data("registerClient");
    EXPECT_TRUE(result.at("error").is_null()) << boost::json::serialize(reply.body);
    return {text(result.at("user").at("_id")), reply.header("token"), reply.header("refresh-token")};
  }

  // A fresh session from PUT /api/user/login; empty token when refused.
  SignedIn login(const std::string& email, const std::string& password) {
    auto response = api::handle_login(
        services_, {.body = boost::json::serialize(boost::json::object{{"username", email}, {"pwd", password}}),
                    .client_ip = "10.0.0.2",
                    .user_agent = "test"});
    auto body = boost::json::parse(response.body).as_object();
    if (body.at("TokenData").is_null()) return {};
    const auto& tokens = body.at("TokenData");
    return {text(body.at("LoggedUser").at("user").at("_id")), text(tokens.at("token")),
            text(tokens.at("refreshToken"))};
  }

  bool signed_in(const std::string& token) {
    return !run("{ getLoggedInUser { user { _id } } }", {}, token).body.contains("errors");
  }

  std::optional<store::UserRecord> user(const std::string& id) { return stores_->accounts().user_by_id(id); }
  std::string user_id_of(const std::string& email) { return stores_->accounts().user_by_email(email).value().id; }

  // The newest outbox message to `recipient` on `channel`, and the run of `digits` digits in it.
  std::string last_message(const std::string& recipient, const std::string& channel) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st =
          c.prepare("SELECT body FROM message_outbox WHERE recipient = ? AND channel = ? ORDER BY rowid DESC LIMIT 1");
      st.bind_all(recipient, channel);
      return st.step() ? st.get_text(0) : std::string();
    });
  }
  std::string last_code(const std::string& recipient, const std::string& channel, int digits) {
    auto body = last_message(recipient, channel);
    std::smatch m;
    EXPECT_TRUE(std::regex_search(body, m, std::regex("\\b(\\d{" + std::to_string(digits) + "})\\b"))) << body;
    return m.size() > 1 ? m[1].str() : std::string();
  }
  int message_count(const std::string& recipient) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare("SELECT count(*) FROM message_outbox WHERE recipient = ?");
      st.bind_all(recipient);
      st.step();
      return static_cast<int>(st.get_int(0));
    });
  }
  void sql(const std::string& statement) {
    karyana::store::sqlite::sqlite_database(*stores_)->write([&](store::sqlite::Connection& c) { c.exec(statement); });
  }

  TempDir dir_;
  std::unique_ptr<store::Stores> stores_;
  std::atomic<std::int64_t> ms_{1'767'225'600'000};  // 2026-01-01T00:00:00Z
  api::AuthServices auth_;
  graphql::PubSub pubsub_;
  api::Services services_;
  std::unique_ptr<graphql::Engine> engine_;
};

}  // namespace karyana::test

// The real store for the fuzz targets that run resolvers: a fresh SQLite data folder under the
// temp dir with the demo data (no pictures), built once per process and removed at exit, the
// engine with every resolver, the search index and the account services.
//
// The account services run on a fixed clock, with the per-client registration and sign-in
// limits at 1: each Argon2id path (64 MiB, slow) runs at most once per process and every later
// attempt is refused by its limit, so a run stays fast and each input's outcome repeatable.
// The signed-in customer's password hash is not an Argon2id string, so checking an old password
// against it costs nothing either.
#pragma once

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include <spdlog/spdlog.h>

#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "graphql/pubsub.hpp"
#include "search/product_search.hpp"
#include "seed/seed.hpp"
#include "store/stores.hpp"

namespace karyana::fuzz {

// 2026-06-15 10:00 UTC: tokens never expire and rate windows never roll over during a run.
inline auth::TimePoint fixed_now() { return auth::TimePoint(std::chrono::milliseconds(1781517600000)); }

class FuzzStore {
 public:
  // The process's store, created on first use.
  static FuzzStore& get() {
    static FuzzStore* store = new FuzzStore();  // reachable for LeakSanitizer; removed at exit
    return *store;
  }

  // A signed-in, enabled customer's access token; a new customer or session when the last one
  // ended (an input may sign out or change the account).
  std::string customer_token() {
    if (!token_.empty() && auth->tokens.authenticate(token_)) return token_;
    auto& accounts = stores->accounts();
    auto user = accounts.user_by_email(customer_email_);
    if (!user || user->status != "enabled") {
      customer_email_ = "fuzz-" + std::to_string(++customers_) + "@example.com";
      user = accounts.create_user({.email = customer_email_,
                                   .password_hash = "not-an-argon2id-hash",
                                   .fname = "Fuzz",
                                   .lname = "Customer",
                                   .gender = std::nullopt,
                                   .phone = "0300" + std::to_string(1000000 + customers_),
                                   .city = std::nullopt,
                                   .receive_offers = 0});
      accounts.set_phone_confirmed(user.value().id, 1);
    }
    token_ = auth->tokens.issue_session(user.value().id).access_token;
    return token_;
  }

  std::filesystem::path dir;
  std::unique_ptr<store::Stores> stores;
  graphql::PubSub pubsub;
  std::unique_ptr<api::AuthServices> auth;
  std::unique_ptr<search::ProductSearch> search;
  std::unique_ptr<api::Services> services;
  std::unique_ptr<graphql::Engine> engine;

 private:
  FuzzStore() {
    spdlog::set_level(spdlog::level::off);
    remove_stale_folders();
    dir = std::filesystem::temp_directory_path() / ("karyana-fuzz-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir / "media");
    static const std::string removed_at_exit = dir.string();
    std::atexit([] { std::filesystem::remove_all(removed_at_exit); });

    stores = store::open_sqlite_stores((dir / "karyana.sqlite3").string());
    seed::SeedOptions options;
    options.media_dir = (dir / "media").string();
    options.images = false;
    seed::seed(stores->seeding(), options);

    auth = std::make_unique<api::AuthServices>(stores->accounts(), auth::AuthKeys(auth::Key{7}), fixed_now);
    config::AbuseLimits limits;
    limits.registration_per_client = 1;
    limits.sign_in_per_client = 1;
    auth->limiter.set_abuse_limits(limits);
    search = std::make_unique<search::ProductSearch>(stores->search_rows());
    search->snapshot();
    services = std::make_unique<api::Services>(api::Services{*stores, pubsub, {}, auth.get(), search.get()});
    services->media_dir = (dir / "media").string();
    engine = api::make_engine();
  }

  // libFuzzer ends some runs (a crash, an interrupt, -max_total_time) without running atexit
  // handlers: folders of processes that are gone are removed by the next run.
  static void remove_stale_folders() {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::temp_directory_path(), ec)) {
      const std::string name = entry.path().filename().string();
      if (name.rfind("karyana-fuzz-", 0) != 0) continue;
      const long pid = std::strtol(name.c_str() + 13, nullptr, 10);
      if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        std::filesystem::remove_all(entry.path(), ec);
    }
  }

  std::string token_;
  std::string customer_email_;
  int customers_ = 0;
};

}  // namespace karyana::fuzz

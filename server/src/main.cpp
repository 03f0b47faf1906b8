// karyana: the store's one binary. Commands: serve, seed, migrate, backup, restore, staff add. Built
// twice: `karyana`, and `karyana_testing` (KARYANA_TESTING_BUILD) that also registers the test-only
// routes of test_hooks/ when KARYANA_TEST_HOOKS=1; the production binary has none compiled in.
#include <sys/stat.h>

#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include <spdlog/spdlog.h>

#include "api/accounts/upload_cleanup.hpp"
#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "app/backup_command.hpp"
#include "app/bridged_pubsub.hpp"
#include "app/bus_resync.hpp"
#include "app/log_format.hpp"
#include "app/production_probes.hpp"
#include "app/public_answers.hpp"
#include "app/rest_routes.hpp"
#include "app/staff_command.hpp"
#include "auth/keys.hpp"
#include "config/config.hpp"
#include "graphql/pubsub.hpp"
#include "http/server.hpp"
#include "notify/dispatcher.hpp"
#include "notify/notify_config.hpp"
#include "search/product_search.hpp"
#include "seed/commands.hpp"
#include "seed/demo_staff.hpp"
#include "seed/seed.hpp"
#include "store/stores.hpp"
#ifdef KARYANA_TESTING_BUILD
#include "test_hooks/test_routes.hpp"
#endif

namespace {

using namespace karyana;

http::ServerConfig server_config(const config::Config& c) {
  http::ServerConfig s;
  s.host = c.host;
  s.port = c.port;
  s.threads = c.threads;
  s.work_threads = c.work_threads;
  s.work_queue = c.work_queue;
  s.commit_threads = c.commit_threads;
  s.commit_queue = c.commit_queue;
  s.web_dir = c.web_dir;
  s.media_dir = c.media_dir;
  s.map_tile_origin = c.map_tile_origin;
  s.hsts = c.hsts;
  try {
    s.trusted_proxies = http::TrustedProxies::parse(c.trust_proxy);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("--trust-proxy / KARYANA_TRUST_PROXY: ") + e.what());
  }
  s.allowed_origins = c.allowed_origins;
  s.max_connections_per_client = c.max_connections_per_client;
  s.metrics_token = c.metrics_token;
  return s;
}

// `karyana migrate` with a database URL: PostgreSQL's schema.
int migrate_postgres(const std::string& url) {
  const auto report = store::migrate_postgres_store(url);
  std::printf("migrate: %d migration(s) applied, schema version %d (PostgreSQL)\n", report.applied,
              report.schema_version);
  return 0;
}

// seed, backup and restore work on the SQLite file: with a database URL each refuses before touching
// anything, with a line naming what to use instead (nullptr: the command may run).
const char* refusal_on_postgres(const config::Config& c) {
  if (c.database_url.empty()) return nullptr;
  if (c.command == "seed")
    return "karyana seed: SQLite only; on PostgreSQL `karyana serve` loads the demo data into an empty "
           "database (unset --database-url / KARYANA_DATABASE_URL to seed SQLite)";
  if (c.command == "backup")
    return "karyana backup: SQLite only; back PostgreSQL up with pg_dump or point-in-time recovery "
           "(docs/operations.md \"PostgreSQL\")";
  if (c.command == "restore")
    return "karyana restore: SQLite only; restore PostgreSQL with pg_restore into a new database "
           "(docs/operations.md \"PostgreSQL\")";
  return nullptr;
}

int serve(const config::Config& c) {
  http::ServerConfig http_config = server_config(c);  // a bad --trust-proxy stops us here
  std::filesystem::create_directories(c.data_dir);
  std::filesystem::create_directories(c.media_dir);
  // PostgreSQL when a database URL is given.
  auto stores =
      c.database_url.empty() ? store::open_sqlite_stores(c.db_path) : store::open_postgres_stores(c.database_url);
  if (!seed::is_seeded(stores->seeding())) {
    spdlog::info("empty store: loading the demo data");
    auto report = seed::seed(stores->seeding(), {.media_dir = c.media_dir, .cache_dir = c.seed_cache});
    spdlog::info("demo store loaded: {} categories, {} products in {:.0f} ms", report.categories, report.products,
                 report.total_ms);
  }
  // One account per role to try the console with, asked for by scripts/start.sh; idempotent.
  if (c.demo_staff && seed::seed_demo_staff(stores->staff()) > 0)
    spdlog::warn("demo staff accounts added (password {}): not for a real shop", seed::kDemoStaffPassword);

  // Text messages and e-mails leave through the outbox; the dispatcher retries until sent.
  auto notify_config = notify::from_env(c.data_dir);
  notify_config.outbox_path = c.outbox_path;
  auto sender = notify::make_sender(notify_config);
  notify::Dispatcher dispatcher(stores->outbox(), *sender);
  dispatcher.start();

  // On PostgreSQL the bus reaches every instance's subscribers, and tells its own which can re-read
  // after its connection was lost (app/bridged_pubsub.hpp); on SQLite it is in-process.
  auto bus = app::make_pubsub(*stores, c.database_url, app::resync_after_gap);
  graphql::PubSub& pubsub = *bus;
  // The master key is the database's (every instance on it shares it); <data dir>/auth/keys of an
  // older store is imported once.
  api::AuthServices account_services(stores->accounts(),
                                     auth::AuthKeys::load_or_create(stores->server_secrets(), c.data_dir));
  account_services.limiter.set_abuse_limits(c.limits);  // registrations and the SMS budget
  // Faceted search (instantsearch protocol), shared by its route and client_productsQuery's
  // keywords; the first snapshot is built before serving.
  search::ProductSearch product_search(stores->search_rows());
  product_search.snapshot();
  api::Services services{*stores, pubsub, c.setting_overrides, &account_services, &product_search};
  services.media_dir = c.media_dir;
  // Uploads nobody uses are deleted after a grace period: one sweep now, then every hour.
  api::UploadSweeper upload_sweeper(stores->uploads(), c.media_dir);
  upload_sweeper.start();
  graphql::Limits graphql_limits;
  graphql_limits.max_costly_fields = c.limits.costly_per_document;
  graphql_limits.suggestions = c.graphql_suggestions;
  auto engine = api::make_engine(graphql_limits);

  http_config.graphql_answers = app::public_answers(*stores);  // issue 19: catalogue reads from memory
  // GET /readyz's database probe, and what GET /metrics reads when scraped.
  app::add_production_probes(http_config, *stores, pubsub, c.db_path, c.database_url);
  http::Server server(http_config, *engine, pubsub, app::http_context_factory(services),
                      app::ws_context_factory(services));
  for (auto& route : app::rest_routes(services, product_search, c.media_dir))
    server.route(std::move(route.method), std::move(route.path), std::move(route.handler), route.large_body,
                 route.heavy);
#ifdef KARYANA_TESTING_BUILD
  if (c.test_hooks) test_hooks::add_test_routes(server, services, pubsub);
#else
  if (c.test_hooks) spdlog::warn("KARYANA_TEST_HOOKS is ignored: this binary has no test hooks (karyana_testing has)");
#endif
  // One write for the whole line: the log (same stdout) may already be busy, e.g. with the
  // outbox sending messages left from before a restart, and tests wait for this exact line.
  const std::string listening = "listening on http://" + c.host + ":" + std::to_string(server.port()) + "\n";
  std::cout << listening << std::flush;
  server.run();
  upload_sweeper.stop();
  dispatcher.stop();
  spdlog::info("stopped");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  // Everything the server creates in the data folder (database and its -wal/-shm, outbox.jsonl,
  // keys, media) is the server's alone: files 0600, folders 0700.
  ::umask(077);
  // Its own options (--email, --name, --role); app/staff_command.hpp.
  if (argc > 1 && std::string(argv[1]) == "staff") {
    try {
      return app::run_staff_command(argc, argv);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "karyana staff: %s\n", e.what());
      return 1;
    }
  }
  config::Config c;
  try {
    c = config::load(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "karyana: %s\n\n%s", e.what(), config::usage().c_str());
    return 2;
  }
  spdlog::set_level(spdlog::level::from_str(c.log_level));
  app::use_log_format(c.log_format);
  try {
    if (c.command == "help") {
      std::fputs(config::usage().c_str(), stdout);
      return 0;
    }
    if (c.command == "migrate")
      return c.database_url.empty() ? seed::run_migrate_command(c.db_path) : migrate_postgres(c.database_url);
    if (const char* refusal = refusal_on_postgres(c)) {
      std::fprintf(stderr, "%s\n", refusal);
      return 2;
    }
    if (c.command == "backup") return app::run_backup_command(c);
    if (c.command == "restore") return app::run_restore_command(c);
    if (c.command == "seed") {
      std::filesystem::create_directories(c.media_dir);
      return seed::run_seed_command(c.db_path, c.media_dir, c.seed_cache, c.demo_staff);
    }
    if (c.command == "serve") return serve(c);
    std::fprintf(stderr, "karyana: unknown command '%s'\n\n%s", c.command.c_str(), config::usage().c_str());
    return 2;
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    return 1;
  }
}

// karyana: the store's one binary. Commands: serve, seed, migrate.
#include <sys/stat.h>

#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include <spdlog/spdlog.h>
#include <boost/json/object.hpp>

#include "api/accounts/upload_cleanup.hpp"
#include "api/accounts/upload_test_hook.hpp"
#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "api/catalogue/catalogue_test_hook.hpp"
#include "api/checkout/checkout_test_hook.hpp"
#include "api/rest/login_route.hpp"
#include "api/rest/search_route.hpp"
#include "api/rest/upload_route.hpp"
#include "api/ws_context.hpp"
#include "auth/keys.hpp"
#include "config/config.hpp"
#include "graphql/pubsub.hpp"
#include "http/http_util.hpp"
#include "http/server.hpp"
#include "notify/dispatcher.hpp"
#include "notify/notify_config.hpp"
#include "search/product_search.hpp"
#include "seed/commands.hpp"
#include "seed/seed.hpp"
#include "store/stores.hpp"

namespace {

using namespace karyana;

std::string string_member(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

http::ServerConfig server_config(const config::Config& c) {
  http::ServerConfig s;
  s.host = c.host;
  s.port = c.port;
  s.threads = c.threads;
  s.work_threads = c.work_threads;
  s.work_queue = c.work_queue;
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
  s.enable_test_hooks = c.test_hooks;
  return s;
}

int serve(const config::Config& c) {
  const http::ServerConfig http_config = server_config(c);  // a bad --trust-proxy stops us here
  std::filesystem::create_directories(c.data_dir);
  std::filesystem::create_directories(c.media_dir);
  auto stores = store::open_sqlite_stores(c.db_path);
  if (!seed::is_seeded(*stores->sqlite_database())) {
    spdlog::info("empty store: loading the demo data");
    auto report = seed::seed(*stores->sqlite_database(), {.media_dir = c.media_dir, .cache_dir = c.seed_cache});
    spdlog::info("demo store loaded: {} categories, {} products in {:.0f} ms", report.categories, report.products,
                 report.total_ms);
  }

  // Text messages and e-mails leave through the outbox; the dispatcher retries until sent.
  auto notify_config = notify::from_env(c.data_dir);
  notify_config.outbox_path = c.outbox_path;
  auto sender = notify::make_sender(notify_config);
  notify::Dispatcher dispatcher(stores->outbox(), *sender);
  dispatcher.start();

  graphql::PubSub pubsub;
  api::AuthServices account_services(stores->accounts(), auth::AuthKeys::load_or_create(c.data_dir));
  account_services.limiter.set_abuse_limits(c.limits);  // registrations and the SMS budget
  // Faceted search (instantsearch protocol), shared by its route and client_productsQuery's
  // keywords; the first snapshot is built before serving.
  search::ProductSearch product_search(*stores->sqlite_database());
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

  // The API knows a client by its key (client_address.hpp: an IPv6 client's /64), so every
  // per-address limit and the sessions' recorded address group a client's network together.
  auto context_factory = [&services](const http::HttpRequest& request) -> std::shared_ptr<graphql::Context> {
    auto context = std::make_shared<api::ApiContext>(
        services, request.client_key, http::bearer_or_token(request.header("token"), request.header("authorization")),
        std::string(request.header("refresh-token")));
    context->user_agent = std::string(request.header("user-agent"));
    context->idempotency_key = std::string(request.header("idempotency-key"));
    return context;
  };
  // graphql-ws clients send their credentials in connection_init's payload.
  auto ws_context_factory = [&services](const boost::json::object& payload,
                                        const http::HttpRequest& request) -> std::shared_ptr<graphql::Context> {
    // Signed in once here, then checked for every operation and event (api/ws_context.hpp).
    // A socket cannot hand rotated tokens back; the client refreshes over HTTP and reconnects.
    return std::make_shared<api::WsApiContext>(
        services, request.client_key,
        http::bearer_or_token(string_member(payload, "token"), string_member(payload, "Authorization")),
        string_member(payload, "refresh-token"));
  };

  http::Server server(http_config, *engine, pubsub, context_factory, ws_context_factory);
  server.route(
      "PUT", api::kLoginPath,
      [&services](const http::HttpRequest& request) {
        auto login = api::handle_login(services, {.body = request.body,
                                                  .client_ip = request.client_key,
                                                  .user_agent = std::string(request.header("user-agent"))});
        return http::HttpResponse{
            .status = login.status, .headers = std::move(login.headers), .body = std::move(login.body), .file = {}};
      },
      /*large_body=*/false, /*heavy=*/true);  // Argon2id: on the work pool
  // Uploads may carry up to ServerConfig::max_upload_bytes (6 MiB: a 5 MB file plus the form).
  server.route(
      "POST", api::kUploadPath,
      [&services,
       upload_config = api::UploadConfig{.media_dir = c.media_dir, .limits = {}}](const http::HttpRequest& request) {
        auto upload = api::handle_upload(
            services, upload_config,
            {.content_type = request.header("content-type"),
             .body = request.body,
             .client_ip = request.client_key,
             .user_agent = std::string(request.header("user-agent")),
             .token = http::bearer_or_token(request.header("token"), request.header("authorization")),
             .refresh_token = std::string(request.header("refresh-token"))});
        return http::HttpResponse{
            .status = upload.status, .headers = std::move(upload.headers), .body = std::move(upload.body), .file = {}};
      },
      /*large_body=*/true, /*heavy=*/true);  // picture decoding: on the work pool
  if (c.test_hooks) {
    server.route("POST", api::kTestStockPath, [&services](const http::HttpRequest& request) {
      auto reply = api::handle_test_stock(services, request.body);
      return http::HttpResponse::json(reply.status, std::move(reply.body));
    });
    server.route("POST", api::kTestCheckoutPath, [&services](const http::HttpRequest& request) {
      auto reply = api::handle_test_checkout(services, request.body);
      return http::HttpResponse::json(reply.status, std::move(reply.body));
    });
    server.route("POST", api::kTestUploadsPath, [&services](const http::HttpRequest& request) {
      auto reply = api::handle_test_uploads(services, request.body);
      return http::HttpResponse::json(reply.status, std::move(reply.body));
    });
  }
  server.route("POST", api::kSearchPath, [&product_search](const http::HttpRequest& request) {
    auto answer = api::handle_search(product_search, request.body);
    return http::HttpResponse{
        .status = answer.status, .headers = std::move(answer.headers), .body = std::move(answer.body), .file = {}};
  });
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
  config::Config c;
  try {
    c = config::load(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "karyana: %s\n\n%s", e.what(), config::usage().c_str());
    return 2;
  }
  spdlog::set_level(spdlog::level::from_str(c.log_level));
  try {
    if (c.command == "help") {
      std::fputs(config::usage().c_str(), stdout);
      return 0;
    }
    if (c.command == "migrate") return seed::run_migrate_command(c.db_path);
    if (c.command == "seed") {
      std::filesystem::create_directories(c.media_dir);
      return seed::run_seed_command(c.db_path, c.media_dir, c.seed_cache);
    }
    if (c.command == "serve") return serve(c);
    std::fprintf(stderr, "karyana: unknown command '%s'\n\n%s", c.command.c_str(), config::usage().c_str());
    return 2;
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    return 1;
  }
}

#include "config/config.hpp"

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

namespace karyana::config {
namespace {

std::optional<std::string> env(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return std::nullopt;
  return std::string(v);
}

// True when `origin` can go into a Content-Security-Policy as one host source:
// http(s)://host[:port], the host optionally "*."-prefixed; no path, spaces, quotes or ';'.
bool valid_source_origin(std::string_view origin) {
  std::string_view rest;
  if (origin.substr(0, 8) == "https://")
    rest = origin.substr(8);
  else if (origin.substr(0, 7) == "http://")
    rest = origin.substr(7);
  else
    return false;
  if (rest.substr(0, 2) == "*.") rest.remove_prefix(2);
  const auto colon = rest.find(':');
  const std::string_view host = rest.substr(0, colon);
  if (host.empty() || host.front() == '.' || host.back() == '.') return false;
  for (char c : host)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.')) return false;
  if (colon == std::string_view::npos) return true;
  const std::string_view port = rest.substr(colon + 1);
  if (port.empty() || port.size() > 5) return false;
  for (char c : port)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

std::string tile_origin(std::string_view name, std::string text) {
  while (!text.empty() && text.back() == '/') text.pop_back();
  if (!valid_source_origin(text))
    throw std::invalid_argument(std::string(name) + ": not an origin like https://tile.example.org: " + text);
  return text;
}

std::string hsts_value(std::string_view name, std::string text) {
  if (text.rfind("max-age=", 0) != 0 || text.find_first_of("\r\n") != std::string::npos)
    throw std::invalid_argument(std::string(name) +
                                ": a Strict-Transport-Security value starts with max-age=: " + text);
  return text;
}

// "https://a.example.org, http://localhost:5173" or "*": origins as browsers send them.
std::vector<std::string> origin_list(std::string_view name, std::string_view text) {
  std::vector<std::string> origins;
  while (!text.empty()) {
    const auto end = text.find_first_of(", ");
    std::string origin(text.substr(0, end));
    while (!origin.empty() && origin.back() == '/') origin.pop_back();
    if (!origin.empty()) {
      if (origin != "*" && (origin.find("*.") != std::string::npos || !valid_source_origin(origin)))
        throw std::invalid_argument(std::string(name) +
                                    ": not an origin like https://shop.example.org or *: " + origin);
      origins.push_back(std::move(origin));
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return origins;
}

// postgresql://… / postgres://… or libpq's "host=… dbname=…". The value is a secret: the message
// never repeats it.
std::string database_url(std::string_view name, std::string text) {
  const bool uri = text.rfind("postgresql://", 0) == 0 || text.rfind("postgres://", 0) == 0;
  if (!uri && text.find('=') == std::string::npos)
    throw std::invalid_argument(std::string(name) +
                                ": a PostgreSQL URL like postgresql://user@host/karyana (or host=… dbname=…)");
  return text;
}

bool truthy(const std::string& v) { return v == "1" || v == "true"; }

std::string log_format(std::string_view name, std::string text) {
  if (text != "text" && text != "json") throw std::invalid_argument(std::string(name) + ": text or json, not " + text);
  return text;
}

unsigned parse_unsigned(std::string_view name, std::string_view text, unsigned max) {
  unsigned value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value > max)
    throw std::invalid_argument(std::string(name) + ": not a number in range: " + std::string(text));
  return value;
}

// One NAME=N of --limit or KARYANA_LIMITS (config/limits.hpp names the limits).
void set_limit(AbuseLimits& limits, std::string_view source, std::string_view assignment) {
  const auto eq = assignment.find('=');
  const std::string_view name = assignment.substr(0, eq);
  for (const auto& known : kAbuseLimitNames) {
    if (known.name != name) continue;
    if (eq == std::string_view::npos) break;
    limits.*known.field =
        parse_unsigned(std::string(source) + " " + std::string(name), assignment.substr(eq + 1), 1'000'000'000);
    return;
  }
  std::string names;
  for (const auto& known : kAbuseLimitNames) names += (names.empty() ? "" : ", ") + std::string(known.name);
  throw std::invalid_argument(std::string(source) + " needs NAME=N with NAME one of " + names + ": " +
                              std::string(assignment));
}

// KARYANA_LIMITS="registration_per_client=5,sms_per_day=2000" (commas or spaces between).
void set_limits(AbuseLimits& limits, std::string_view source, std::string_view list) {
  while (!list.empty()) {
    const auto end = list.find_first_of(", ");
    if (end != 0) set_limit(limits, source, list.substr(0, end));
    if (end == std::string_view::npos) break;
    list.remove_prefix(end + 1);
  }
}

}  // namespace

std::string usage() {
  return R"(usage: karyana <command> [options]

commands:
  serve     migrate, seed an empty store with the demo data, and serve HTTP
  seed      load the demo store (idempotent)
  migrate   apply database migrations
  backup FILE [--force]   copy the database to FILE while the server runs (consistent,
            checked; --force replaces an existing FILE)
  restore FILE [--force]  put a backup in place as the database (server stopped;
            --force moves the current database aside)
  staff add --email E --name "N" --role owner|manager|picker|rider [--phone P]
            add a staff member; the password is read from standard input

options (each also as an environment variable):
  --host H         KARYANA_HOST        listen address (127.0.0.1)
  --port N         KARYANA_PORT        listen port (8080)
  --data-dir D     KARYANA_DATA_DIR    data folder: database, media, outbox (./data)
  --db FILE        KARYANA_DB          SQLite file (<data dir>/karyana.sqlite3)
  --media-dir D    KARYANA_MEDIA_DIR   pictures: uploads and the demo's (<data dir>/media);
                                       several instances share one (docs/operations.md)
  --database-url URL  KARYANA_DATABASE_URL  PostgreSQL instead of SQLite:
                                       postgresql://user:password@host/db (a secret: never
                                       logged; prefer the variable). serve and migrate
                                       use it; seed, backup and restore refuse it (use
                                       pg_dump / pg_restore: docs/operations.md) (none)
  --web-dir D      KARYANA_WEB_DIR     built web app (web/dist)
  --threads N      KARYANA_THREADS     I/O threads (one per core)
  --work-threads N KARYANA_WORK_THREADS  threads for slow requests: sign-in,
                                       registration, passwords, uploads (max(2, cores))
  --work-queue N   KARYANA_WORK_QUEUE  slow requests that may wait for a work thread;
                                       more are refused with 503 + Retry-After (64)
  --commit-threads N KARYANA_COMMIT_THREADS  threads for orders waiting for their group's
                                       durable commit (32)
  --commit-queue N KARYANA_COMMIT_QUEUE  orders that may wait for a commit thread; more are
                                       refused with 503 + Retry-After (256)
  --seed-cache D   KARYANA_SEED_CACHE  reuse rendered demo images from this folder
  --demo-staff     KARYANA_DEMO_STAFF=1  add the demo staff accounts (one per role, password
                                       karyana-demo-staff) to try the console; never in a real shop
  --log-level L    KARYANA_LOG_LEVEL   trace, debug, info, warn, error (info)
  --log-format F   KARYANA_LOG_FORMAT  text, or json: one JSON object a line (text)
  --map-tile-origin O  KARYANA_MAP_TILE_ORIGIN  map tile server allowed by the CSP
                                       (https://tile.openstreetmap.org)
  --hsts VALUE     KARYANA_HSTS        send Strict-Transport-Security: VALUE, e.g.
                                       max-age=31536000 (only behind TLS; off)
  --trust-proxy LIST  KARYANA_TRUST_PROXY  proxies whose X-Forwarded-For names the
                                       client: addresses and networks, e.g.
                                       127.0.0.1,::1,10.0.0.0/8 (none)
  --metrics-token T  KARYANA_METRICS_TOKEN  GET /metrics wants "Authorization: Bearer T"
                                       (unset: loopback clients only; prefer the variable)
  --allowed-origins LIST  KARYANA_ALLOWED_ORIGINS  other origins allowed by CORS
                                       and for websockets, e.g. https://admin.example.org;
                                       * for any (the store's own origin only)
  --max-connections-per-client N  KARYANA_MAX_CONNECTIONS_PER_CLIENT  open
                                       connections per client, 0: no cap (64)
  --graphql-suggestions  KARYANA_GRAPHQL_SUGGESTIONS=1  "Did you mean" hints in
                                       GraphQL validation errors (development; off)
  --limit NAME=N   KARYANA_LIMITS="NAME=N,..."  change an abuse limit (0: off);
                   registration_per_client (5 an hour), registration_total
                   (200 an hour), sms_per_day (2000), sms_per_client (20 a day),
                   sms_per_phone (10 a day), costly_per_document (1),
                   sign_in_free_failures (5 an hour per account, then failing
                   clients wait), sign_in_max_delay_seconds (300),
                   sign_in_per_client (50 per 15 min),
                   old_password_tries_per_account (10 per 15 min),
                   codes_per_phone (5 an hour), reset_per_email
                   (5 an hour), reset_per_client (20 an hour),
                   phone_changes_per_account (5 an hour), uploads_per_account
                   (60 an hour); repeatable
  --set KEY=VALUE  KARYANA_SUSPEND_APP=true is the same as --set suspend_app=true
                   KARYANA_TEST_HOOKS  1 enables test-only routes (tests only)
)";
}

Config load(int argc, char** argv) {
  Config c;
  if (auto v = env("KARYANA_HOST")) c.host = *v;
  if (auto v = env("KARYANA_PORT")) c.port = static_cast<unsigned short>(parse_unsigned("KARYANA_PORT", *v, 65535));
  if (auto v = env("KARYANA_DATA_DIR")) c.data_dir = *v;
  if (auto v = env("KARYANA_DB")) c.db_path = *v;
  if (auto v = env("KARYANA_MEDIA_DIR")) c.media_dir = *v;
  if (auto v = env("KARYANA_DATABASE_URL")) c.database_url = database_url("KARYANA_DATABASE_URL", *v);
  if (auto v = env("KARYANA_WEB_DIR")) c.web_dir = *v;
  if (auto v = env("KARYANA_THREADS")) c.threads = parse_unsigned("KARYANA_THREADS", *v, 256);
  if (auto v = env("KARYANA_WORK_THREADS")) c.work_threads = parse_unsigned("KARYANA_WORK_THREADS", *v, 256);
  if (auto v = env("KARYANA_WORK_QUEUE")) c.work_queue = parse_unsigned("KARYANA_WORK_QUEUE", *v, 1'000'000);
  if (auto v = env("KARYANA_COMMIT_THREADS")) c.commit_threads = parse_unsigned("KARYANA_COMMIT_THREADS", *v, 1024);
  if (auto v = env("KARYANA_COMMIT_QUEUE")) c.commit_queue = parse_unsigned("KARYANA_COMMIT_QUEUE", *v, 1'000'000);
  if (auto v = env("KARYANA_SEED_CACHE")) c.seed_cache = *v;
  if (auto v = env("KARYANA_LOG_LEVEL")) c.log_level = *v;
  if (auto v = env("KARYANA_LOG_FORMAT")) c.log_format = log_format("KARYANA_LOG_FORMAT", *v);
  if (auto v = env("KARYANA_MAP_TILE_ORIGIN")) c.map_tile_origin = tile_origin("KARYANA_MAP_TILE_ORIGIN", *v);
  if (auto v = env("KARYANA_HSTS")) c.hsts = hsts_value("KARYANA_HSTS", *v);
  if (auto v = env("KARYANA_TRUST_PROXY")) c.trust_proxy = *v;
  if (auto v = env("KARYANA_METRICS_TOKEN")) c.metrics_token = *v;
  if (auto v = env("KARYANA_ALLOWED_ORIGINS")) c.allowed_origins = origin_list("KARYANA_ALLOWED_ORIGINS", *v);
  if (auto v = env("KARYANA_MAX_CONNECTIONS_PER_CLIENT"))
    c.max_connections_per_client = parse_unsigned("KARYANA_MAX_CONNECTIONS_PER_CLIENT", *v, 1'000'000);
  if (auto v = env("KARYANA_GRAPHQL_SUGGESTIONS")) c.graphql_suggestions = truthy(*v);
  if (auto v = env("KARYANA_DEMO_STAFF")) c.demo_staff = truthy(*v);
  if (auto v = env("KARYANA_TEST_HOOKS")) c.test_hooks = truthy(*v);
  if (auto v = env("KARYANA_LIMITS")) set_limits(c.limits, "KARYANA_LIMITS", *v);
  if (auto v = env("KARYANA_SUSPEND_APP")) c.setting_overrides["suspend_app"] = *v;

  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(std::string(arg) + " needs a value");
      return argv[++i];
    };
    if (arg == "--host")
      c.host = value();
    else if (arg == "--port")
      c.port = static_cast<unsigned short>(parse_unsigned("--port", value(), 65535));
    else if (arg == "--data-dir")
      c.data_dir = value();
    else if (arg == "--db")
      c.db_path = value();
    else if (arg == "--media-dir")
      c.media_dir = value();
    else if (arg == "--database-url")
      c.database_url = database_url("--database-url", value());
    else if (arg == "--web-dir")
      c.web_dir = value();
    else if (arg == "--threads")
      c.threads = parse_unsigned("--threads", value(), 256);
    else if (arg == "--work-threads")
      c.work_threads = parse_unsigned("--work-threads", value(), 256);
    else if (arg == "--work-queue")
      c.work_queue = parse_unsigned("--work-queue", value(), 1'000'000);
    else if (arg == "--commit-threads")
      c.commit_threads = parse_unsigned("--commit-threads", value(), 1024);
    else if (arg == "--commit-queue")
      c.commit_queue = parse_unsigned("--commit-queue", value(), 1'000'000);
    else if (arg == "--seed-cache")
      c.seed_cache = value();
    else if (arg == "--log-level")
      c.log_level = value();
    else if (arg == "--log-format")
      c.log_format = log_format("--log-format", value());
    else if (arg == "--force")
      c.force = true;
    else if (arg == "--map-tile-origin")
      c.map_tile_origin = tile_origin("--map-tile-origin", value());
    else if (arg == "--hsts")
      c.hsts = hsts_value("--hsts", value());
    else if (arg == "--trust-proxy")
      c.trust_proxy = value();
    else if (arg == "--metrics-token")
      c.metrics_token = value();
    else if (arg == "--allowed-origins")
      c.allowed_origins = origin_list("--allowed-origins", value());
    else if (arg == "--max-connections-per-client")
      c.max_connections_per_client = parse_unsigned("--max-connections-per-client", value(), 1'000'000);
    else if (arg == "--graphql-suggestions")
      c.graphql_suggestions = true;
    else if (arg == "--demo-staff")
      c.demo_staff = true;
    else if (arg == "--limit")
      set_limit(c.limits, "--limit", value());
    else if (arg == "--set") {
      std::string kv = value();
      auto eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw std::invalid_argument("--set needs KEY=VALUE");
      c.setting_overrides[kv.substr(0, eq)] = kv.substr(eq + 1);
    } else if (arg == "-h" || arg == "--help")
      c.command = "help";
    else if (!arg.empty() && arg[0] != '-' && c.command.empty())
      c.command = std::string(arg);
    else if (!arg.empty() && arg[0] != '-' && (c.command == "backup" || c.command == "restore"))
      c.arguments.emplace_back(arg);
    else
      throw std::invalid_argument("unknown option: " + std::string(arg));
  }
  if (c.work_queue == 0) throw std::invalid_argument("--work-queue / KARYANA_WORK_QUEUE: at least 1");
  if (c.commit_threads == 0) throw std::invalid_argument("--commit-threads / KARYANA_COMMIT_THREADS: at least 1");
  if (c.commit_queue == 0) throw std::invalid_argument("--commit-queue / KARYANA_COMMIT_QUEUE: at least 1");
  if (c.command.empty()) c.command = "serve";
  if (c.db_path.empty()) c.db_path = c.data_dir + "/karyana.sqlite3";
  if (c.media_dir.empty()) c.media_dir = c.data_dir + "/media";
  if (c.outbox_path.empty()) c.outbox_path = c.data_dir + "/outbox.jsonl";
  return c;
}

}  // namespace karyana::config

// Runtime configuration: flags override KARYANA_* environment variables, which override
// the defaults. Every option is listed in the README's configuration table.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "config/limits.hpp"

namespace karyana::config {

struct Config {
  std::string command;  // serve | seed | migrate | backup | restore
  // What follows backup and restore: their FILE.
  std::vector<std::string> arguments;
  // backup: replace an existing FILE; restore: move the existing database aside.
  bool force = false;
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  std::string data_dir = "./data";
  std::string db_path;  // default: <data_dir>/karyana.sqlite3
  // PostgreSQL instead of the SQLite file: postgresql://user:password@host/db or libpq's key=value
  // form (issue 20). A secret (it may hold the password): never logged. Empty: SQLite.
  std::string database_url;
  std::string web_dir = "web/dist";
  std::string media_dir;    // <data_dir>/media
  std::string outbox_path;  // <data_dir>/outbox.jsonl
  unsigned threads = 0;     // I/O threads; 0 = one per core
  // The work pool for slow requests (Argon2id, pictures): threads (0 = max(2, cores)) and how
  // many may wait for one before the next is refused with 503 (1 or more).
  unsigned work_threads = 0;
  unsigned work_queue = 64;
  // The commit pool for requests that wait for a durable group commit (placing an order):
  // threads (1 or more; they mostly sleep, so more means larger groups) and its queue (1 or more).
  unsigned commit_threads = 32;
  unsigned commit_queue = 256;
  std::string seed_cache;  // optional folder of pre-rendered demo images
  std::string log_level = "info";
  std::string log_format = "text";  // text | json (one JSON object a line)
  // The map tile server the web app shows (its origin goes into the Content-Security-Policy).
  std::string map_tile_origin = "https://tile.openstreetmap.org";
  // Strict-Transport-Security value, e.g. "max-age=31536000"; empty: not sent (only behind TLS).
  std::string hsts;
  // Proxies whose X-Forwarded-For names the client: addresses and CIDR networks, e.g.
  // "127.0.0.1,::1,10.0.0.0/8" (checked when serving starts); empty: the header is ignored.
  std::string trust_proxy;
  // GET /metrics answers requests with "Authorization: Bearer <this>"; empty: loopback clients
  // that come without a proxy's forwarding header only.
  std::string metrics_token;
  // Origins besides the store's own allowed by CORS and the websocket Origin check, e.g.
  // "https://admin.example.org"; "*" allows any. Default: the store's own origin only.
  std::vector<std::string> allowed_origins;
  // Open connections one client may hold (websockets included); 0: no cap.
  unsigned max_connections_per_client = 64;
  // graphql-js's "Did you mean ...?" hints in validation errors (development only).
  bool graphql_suggestions = false;
  // The demo staff accounts (one per role, a published password) on start and with `seed`:
  // scripts/start.sh asks for them; a real shop never does.
  bool demo_staff = false;
  // Test-only routes (POST /api/test/publish); never set in production.
  bool test_hooks = false;
  // Registration, SMS budget and costly-operation limits (--limit NAME=N, KARYANA_LIMITS).
  AbuseLimits limits;
  // Setting overrides applied on start (for example suspend_app=true for maintenance).
  std::map<std::string, std::string> setting_overrides;
};

// Parses argv (after the program name) and the environment. Throws std::invalid_argument
// with a readable message for an unknown flag or a bad value.
Config load(int argc, char** argv);

// The text of `karyana --help`.
std::string usage();

}  // namespace karyana::config

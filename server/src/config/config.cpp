#include "config/config.hpp"

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

unsigned parse_unsigned(std::string_view name, std::string_view text, unsigned max) {
  unsigned value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value > max)
    throw std::invalid_argument(std::string(name) + ": not a number in range: " + std::string(text));
  return value;
}

}  // namespace

std::string usage() {
  return R"(usage: karyana <command> [options]

commands:
  serve     migrate, seed an empty store with the demo data, and serve HTTP
  seed      load the demo store (idempotent)
  migrate   apply database migrations

options (each also as an environment variable):
  --host H         KARYANA_HOST        listen address (127.0.0.1)
  --port N         KARYANA_PORT        listen port (8080)
  --data-dir D     KARYANA_DATA_DIR    data folder: database, media, outbox (./data)
  --db FILE        KARYANA_DB          SQLite file (<data dir>/karyana.sqlite3)
  --web-dir D      KARYANA_WEB_DIR     built web app (web/dist)
  --threads N      KARYANA_THREADS     worker threads (one per core)
  --seed-cache D   KARYANA_SEED_CACHE  reuse rendered demo images from this folder
  --log-level L    KARYANA_LOG_LEVEL   trace, debug, info, warn, error (info)
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
  if (auto v = env("KARYANA_WEB_DIR")) c.web_dir = *v;
  if (auto v = env("KARYANA_THREADS")) c.threads = parse_unsigned("KARYANA_THREADS", *v, 256);
  if (auto v = env("KARYANA_SEED_CACHE")) c.seed_cache = *v;
  if (auto v = env("KARYANA_LOG_LEVEL")) c.log_level = *v;
  if (auto v = env("KARYANA_TEST_HOOKS")) c.test_hooks = (*v == "1" || *v == "true");
  if (auto v = env("KARYANA_SUSPEND_APP")) c.setting_overrides["suspend_app"] = *v;

  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(std::string(arg) + " needs a value");
      return argv[++i];
    };
    if (arg == "--host") c.host = value();
    else if (arg == "--port") c.port = static_cast<unsigned short>(parse_unsigned("--port", value(), 65535));
    else if (arg == "--data-dir") c.data_dir = value();
    else if (arg == "--db") c.db_path = value();
    else if (arg == "--web-dir") c.web_dir = value();
    else if (arg == "--threads") c.threads = parse_unsigned("--threads", value(), 256);
    else if (arg == "--seed-cache") c.seed_cache = value();
    else if (arg == "--log-level") c.log_level = value();
    else if (arg == "--set") {
      std::string kv = value();
      auto eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw std::invalid_argument("--set needs KEY=VALUE");
      c.setting_overrides[kv.substr(0, eq)] = kv.substr(eq + 1);
    } else if (arg == "-h" || arg == "--help") c.command = "help";
    else if (!arg.empty() && arg[0] != '-' && c.command.empty()) c.command = std::string(arg);
    else throw std::invalid_argument("unknown option: " + std::string(arg));
  }
  if (c.command.empty()) c.command = "serve";
  if (c.db_path.empty()) c.db_path = c.data_dir + "/karyana.sqlite3";
  if (c.media_dir.empty()) c.media_dir = c.data_dir + "/media";
  if (c.outbox_path.empty()) c.outbox_path = c.data_dir + "/outbox.jsonl";
  return c;
}

}  // namespace karyana::config

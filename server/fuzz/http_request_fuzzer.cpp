// Fuzzes the HTTP request path behind the socket: the Router (CORS, /healthz, routes, GraphQL
// over HTTP, /media and the web app) with the routes main.cpp registers (app/rest_routes.hpp:
// sign-in, upload, search) over a real store (fuzz_store.hpp). The request is built the way http_session.cpp
// builds it from Beast's parse: the client resolved through a trusted proxy (127.0.0.1).
//
// Input, an HTTP/1.1 request's text with '\n' or "\r\n" line ends:
//   METHOD /target\n  name: value\n ... \n  \n  body
// "%CUSTOMER%" in a header value stands for the signed-in customer's real access token.
// Every answer must carry a status from 100 to 599; a crash, leak or overflow is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "app/rest_routes.hpp"
#include "fuzz_store.hpp"
#include "http/client_address.hpp"
#include "http/http_util.hpp"
#include "http/router.hpp"

namespace {

using namespace karyana;

struct Site {
  Site() : store(fuzz::FuzzStore::get()) {
    const auto web = store.dir / "web";
    std::filesystem::create_directories(web / "assets");
    std::ofstream(web / "index.html") << "<!doctype html><title>Karyana</title><div id=root></div>";
    std::ofstream(web / "assets" / "index-abc123.js") << "console.log('karyana')";
    std::filesystem::create_directories(store.dir / "media" / "products");
    std::ofstream(store.dir / "media" / "products" / "tea.webp") << "RIFF....WEBPVP8 ";
    config.web_dir = web.string();
    config.media_dir = (store.dir / "media").string();
    config.trusted_proxies = http::TrustedProxies::parse("127.0.0.1");
    config.allowed_origins = {"https://admin.example.org"};
    config.access_log = false;

    auto& services = *store.services;
    router = std::make_unique<http::Router>(config, *store.engine, app::http_context_factory(services));
    for (auto& route : app::rest_routes(services, *store.search, config.media_dir))
      router->add(std::move(route.method), std::move(route.path), std::move(route.handler), route.large_body,
                  route.heavy);
  }

  fuzz::FuzzStore& store;
  http::ServerConfig config;
  std::unique_ptr<http::Router> router;
};

std::string_view next_line(std::string_view& rest) {
  const std::size_t eol = rest.find('\n');
  std::string_view line = rest.substr(0, eol);
  rest = eol == std::string_view::npos ? std::string_view() : rest.substr(eol + 1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

void replace_all(std::string& s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Site* site = new Site();
  std::string_view rest(reinterpret_cast<const char*>(data), size);

  http::HttpRequest request;
  const std::string_view start = next_line(rest);
  const std::size_t space = start.find(' ');
  if (space == std::string_view::npos || space == 0) return -1;
  request.method = std::string(start.substr(0, space));
  request.target = std::string(start.substr(space + 1));
  // As to_http_request: origin-form targets whose path decodes; anything else is a 400 there.
  if (request.target.empty() || request.target[0] != '/') return -1;
  const std::size_t q = request.target.find('?');
  auto decoded = http::percent_decode(std::string_view(request.target).substr(0, q));
  if (!decoded) return -1;
  request.path = std::move(*decoded);
  if (q != std::string::npos) request.query = request.target.substr(q + 1);

  const std::string token = site->store.customer_token();
  std::string forwarded_for;
  for (std::string_view line = next_line(rest); !line.empty(); line = next_line(rest)) {
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0) return -1;  // Beast refuses such a header
    std::string value(http::trim(line.substr(colon + 1)));
    replace_all(value, "%CUSTOMER%", token);
    request.headers.emplace_back(http::to_lower(line.substr(0, colon)), std::move(value));
    if (request.headers.back().first == "x-forwarded-for")
      forwarded_for += (forwarded_for.empty() ? "" : ",") + request.headers.back().second;
  }
  request.body = std::string(rest);
  // Larger bodies are answered 413 before the router sees them.
  if (request.body.size() > site->router->body_limit(request.method, request.path)) return -1;
  request.client_ip = http::resolve_client("127.0.0.1", forwarded_for, site->config.trusted_proxies);
  request.client_key = http::client_key(request.client_ip);

  (void)site->router->upgrade_allowed(request);
  const http::HttpResponse response = site->router->handle(request);
  if (response.status < 100 || response.status > 599) std::abort();
  if (response.status == 500) {  // a handler threw: worth a look, reported once per route
    static std::set<std::string> reported;
    const std::string where = request.method + " " + request.path.substr(0, request.path.find('/', 5));
    if (reported.insert(where).second) std::fprintf(stderr, "500 for %s\n", where.c_str());
  }
  return 0;
}

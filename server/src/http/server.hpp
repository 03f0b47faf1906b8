// The HTTP transport: one listening port serving GraphQL over HTTP (/graphql), GraphQL
// subscriptions over WebSocket (graphql-transport-ws on /graphql), REST routes that other
// rooms register, uploaded media (/media/...) and the built web app (everything else).
//
// Built on Boost.Beast/Asio, but this header stays free of Beast and Boost.JSON so that
// main.cpp and the api room can include it cheaply.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "http/client_address.hpp"

namespace boost::json {
class object;
}

namespace karyana::graphql {
class Engine;
class PubSub;
struct Context;
}  // namespace karyana::graphql

namespace karyana::http {

class GraphqlAnswers;

struct HttpRequest {
  std::string method;                                        // "GET", "POST", ... as sent
  std::string target;                                        // raw request target, e.g. "/api/x?a=1"
  std::string path;                                          // percent-decoded path without the query, e.g. "/api/x"
  std::string query;                                         // raw query string after '?', still encoded ("" if none)
  std::vector<std::pair<std::string, std::string>> headers;  // names lower-cased
  std::string body;
  std::string client_ip;   // the peer, or the client a trusted proxy names (client_address.hpp)
  std::string client_key;  // what per-client limits count against: client_ip, an IPv6 one's /64

  // The first header of that name (case-insensitive); "" when absent.
  std::string_view header(std::string_view name) const;
  // One decoded parameter of the query string (application/x-www-form-urlencoded, '+' is a
  // space); "" when absent.
  std::string query_param(std::string_view name) const;
};

struct HttpResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;  // e.g. {"Content-Type", "application/json"}
  std::string body;
  // When not empty, the body is streamed from this file instead of `body` (for large files).
  std::string file;
  // Not written before this moment (graphql::Context::answer_not_before); the connection waits
  // on a timer, no thread sleeps. Default: at once.
  std::chrono::steady_clock::time_point not_before{};

  // A JSON error body {"error":{"message":...}} with the given status; a message a person may read
  // (busy, too many connections) names its text too: {"error":{"message","code","textCode"}}
  // (docs/api.md). Protocol errors (bad target, method) have none: no screen shows them.
  static HttpResponse json_error(int status, std::string_view message, std::string_view text_code = {});
  // A JSON body (already serialised) with Content-Type application/json.
  static HttpResponse json(int status, std::string body);
};

// Runs on an I/O thread, or on the work pool for routes registered as heavy; may block
// briefly (database work). Exceptions become a 500.
using Handler = std::function<HttpResponse(const HttpRequest&)>;

// Builds the per-request GraphQL context (reads the token headers). Must not return null.
using ContextFactory = std::function<std::shared_ptr<graphql::Context>(const HttpRequest&)>;

// Builds a websocket connection's context from the connection_init payload and the upgrade
// request. Returning nullptr or throwing rejects the connection (close 4403 Forbidden).
using WsContextFactory = std::function<std::shared_ptr<graphql::Context>(const boost::json::object& init_payload,
                                                                         const HttpRequest& upgrade_request)>;

struct ServerConfig {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0 picks a free port (see Server::port())
  unsigned threads = 0;        // I/O threads; 0 = one per core
  // Slow requests (costly GraphQL operations, heavy routes: Argon2id, picture decoding) run on
  // a pool of work_threads (0 = max(2, cores)); at most work_queue wait for a thread, and the
  // next is answered 503 with Retry-After (over a websocket: a SERVER_BUSY error).
  unsigned work_threads = 0;
  std::size_t work_queue = 64;
  // Requests that wait for a durable group commit (createOrderFromCart) run on commit_threads
  // threads, which mostly sleep on the fsync, so that many orders share one commit; at most
  // commit_queue wait for a thread, then 503 as above.
  unsigned commit_threads = 32;
  std::size_t commit_queue = 256;
  std::string web_dir = "web/dist";  // the built web app; index.html is the fallback page
  std::string media_dir;             // served under /media/ (empty: /media/ answers 404)

  std::size_t max_header_bytes = 16 * 1024;        // larger request headers: 431
  std::size_t max_body_bytes = 1024 * 1024;        // larger bodies: 413
  std::size_t max_upload_bytes = 6 * 1024 * 1024;  // body limit of routes registered as large_body
  std::size_t pipeline_limit = 8;                  // queued responses per connection before reads pause

  // Open connections (websockets included) one client may hold; the next is answered 503 with
  // Retry-After and closed. Behind a trusted proxy, a proxied connection counts against the
  // client its first request names. 0: no cap.
  std::size_t max_connections_per_client = 64;

  std::chrono::seconds request_timeout{30};  // to receive a started request / send a response
  std::chrono::seconds idle_timeout{60};     // keep-alive connection waiting for its next request

  std::chrono::milliseconds ws_init_timeout{3000};    // connection_init must arrive within (else 4408)
  std::chrono::seconds ws_idle_timeout{60};           // silent peers are pinged, then dropped
  std::size_t ws_max_message_bytes = 64 * 1024;       // larger incoming messages close the socket (1009)
  std::size_t ws_max_queued_bytes = 4 * 1024 * 1024;  // slow consumers beyond this are closed (1008)

  std::chrono::seconds shutdown_grace{10};  // stop(): time for in-flight work before a hard stop

  // Origins besides the request's own (its Host) allowed by CORS on /graphql and /api and for
  // websocket upgrades, e.g. "https://admin.example.org"; "*" allows any.
  std::vector<std::string> allowed_origins;
  // Proxies whose X-Forwarded-For is believed (behind nginx: its address); empty = none.
  TrustedProxies trusted_proxies;

  // The map tile server the web app's pictures may come from (Content-Security-Policy).
  std::string map_tile_origin = "https://tile.openstreetmap.org";
  // Strict-Transport-Security value (e.g. "max-age=31536000"); empty: not sent. Only behind TLS.
  std::string hsts;
  // Public GraphQL reads answered from memory while their data is unchanged (graphql_answers.hpp);
  // null: every request is executed.
  std::shared_ptr<GraphqlAnswers> graphql_answers;

  // Static files up to this size are kept in memory (0 disables the cache).
  std::size_t static_cache_file_bytes = 512 * 1024;
  std::size_t static_cache_total_bytes = 64 * 1024 * 1024;

  // GET /readyz: "" when ready to serve, else why not (the database does not answer); run on the
  // work pool. Unset: always ready.
  std::function<std::string()> readiness;
  // GET /metrics is answered to a request with "Authorization: Bearer <this>"; empty: to a loopback
  // client that comes without a proxy's forwarding header. Anyone else gets what an unknown page gets.
  std::string metrics_token;

  bool handle_signals = true;  // run() stops gracefully on SIGINT/SIGTERM
  bool access_log = true;      // one spdlog line per request
};

class Server {
 public:
  // Binds and listens right away (throws std::system_error when the port is taken), so
  // port() is known and clients may connect before run() is called.
  Server(ServerConfig config, const graphql::Engine& engine, graphql::PubSub& pubsub, ContextFactory context_factory,
         WsContextFactory ws_context_factory);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Registers a handler for `method` ("GET", "POST", ...; "*" for any) on every path equal to
  // `path_prefix` or below it ("/api/search" matches "/api/search/products"). The longest
  // prefix wins. large_body routes accept bodies up to max_upload_bytes; heavy routes (slow
  // work: a password hash, a picture) run on the work pool. Call before run().
  void route(std::string method, std::string path_prefix, Handler handler, bool large_body = false, bool heavy = false);

  // The bound port (the real one when the config asked for port 0).
  unsigned short port() const;

  // Serves on `threads` threads (the caller's included) until stop() or SIGINT/SIGTERM,
  // then shuts down gracefully: stops accepting, lets in-flight requests finish, closes
  // websockets with 1001 "going away", and returns.
  void run();

  // Thread-safe; may be called before, during or after run().
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace karyana::http

// A real Server on 127.0.0.1:<free port> in a background thread, with a real GraphQL engine
// built from a tiny schema, a temporary web and media folder, and small Beast clients
// (HTTP and websocket) with deadlines so a broken server fails a test instead of hanging it.
#pragma once

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <spdlog/spdlog.h>
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/pubsub.hpp"
#include "graphql/schema.hpp"
#include "http/server.hpp"

namespace karyana::http::test {

namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
namespace json = boost::json;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

inline constexpr const char* kSchema = R"(
  type Query {
    hello: String
    whoami: String
    echo(text: String!): String
    fail: String
    node: Node
  }
  type Node { name: String child: Node }
  type Mutation { ping: String }
  type Subscription {
    tick: String
    greeting(prefix: String!): String
  }
)";

// The per-request context: what the transport handed over, visible to resolvers.
struct TestContext : graphql::Context {
  std::string token;
};

inline std::shared_ptr<const graphql::Engine> make_engine() {
  graphql::Resolvers r;
  r.add("Query.hello", [](const graphql::ResolveInfo&) { return json::value("world"); });
  r.add("Query.whoami", [](const graphql::ResolveInfo& info) {
    auto& ctx = static_cast<TestContext&>(info.context);
    ctx.response_headers.emplace_back("token", "refreshed-" + ctx.token);
    return json::value(ctx.token);
  });
  r.add("Query.echo", [](const graphql::ResolveInfo& info) { return info.args.at("text"); });
  r.add("Query.fail", [](const graphql::ResolveInfo&) -> json::value { throw graphql::FieldError("Nope"); });
  r.add("Query.node", [](const graphql::ResolveInfo&) { return json::value(json::object{{"name", "root"}}); });
  r.add("Mutation.ping", [](const graphql::ResolveInfo&) { return json::value("pong"); });
  r.add_subscription("tick", [](const graphql::ResolveInfo&) { return graphql::SubscriptionSource{"tick"}; });
  r.add_subscription("greeting", [](const graphql::ResolveInfo&) { return graphql::SubscriptionSource{"greeting"}; });
  r.add("Subscription.greeting", [](const graphql::ResolveInfo& info) {
    return json::value(std::string(info.args.at("prefix").as_string()) + " " + std::string(info.parent.as_string()));
  });
  return std::make_shared<graphql::Engine>(graphql::Schema::from_sdl(kSchema), std::move(r));
}

inline void write_file(const std::filesystem::path& p, const std::string& content) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << content;
}

// Temporary folder removed at the end of the test.
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("karyana-http-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  static int& counter() {
    static int n = 0;
    return n;
  }
};

class TestServer {
 public:
  explicit TestServer(std::function<void(ServerConfig&)> tweak = {}, std::function<void(Server&)> add_routes = {}) {
    spdlog::set_level(spdlog::level::warn);
    engine_ = make_engine();
    write_file(root_.path / "secret.txt", "SECRET");
    write_file(web_dir() / "index.html", "<!doctype html><title>Karyana</title>");
    write_file(web_dir() / "assets/app.1234.js", "console.log('app')");
    write_file(web_dir() / "assets/app.1234.js.gz", "GZIPPED-BYTES");
    write_file(web_dir() / "assets/app.1234.js.br", "BROTLI-BYTES");
    write_file(web_dir() / "assets/style.abcd.css", "body{}");
    write_file(web_dir() / "robots.txt", "User-agent: *");
    write_file(web_dir() / "site.webmanifest", "{}");
    write_file(web_dir() / "big.bin", std::string(900 * 1024, 'x'));  // above the memory cache limit
    write_file(media_dir() / "p/photo.webp", "RIFF....WEBP");

    ServerConfig config;
    config.host = "127.0.0.1";
    config.port = 0;
    config.threads = 2;
    config.web_dir = web_dir().string();
    config.media_dir = media_dir().string();
    config.handle_signals = false;
    config.access_log = false;
    config.ws_init_timeout = 300ms;
    config.shutdown_grace = 3s;
    if (tweak) tweak(config);

    server_ = std::make_unique<Server>(
        config, *engine_, pubsub,
        [](const HttpRequest& req) {
          auto ctx = std::make_shared<TestContext>();
          ctx->token = std::string(req.header("token"));
          return ctx;
        },
        [](const json::object& payload, const HttpRequest&) -> std::shared_ptr<graphql::Context> {
          if (auto* reject = payload.if_contains("reject"); reject && reject->is_bool() && reject->as_bool())
            return nullptr;
          auto ctx = std::make_shared<TestContext>();
          if (auto* t = payload.if_contains("token"); t && t->is_string()) ctx->token = std::string(t->as_string());
          return ctx;
        });
    if (add_routes) add_routes(*server_);
    thread_ = std::thread([this] {
      server_->run();
      stopped_ = true;
    });
  }

  ~TestServer() {
    server_->stop();
    if (thread_.joinable()) thread_.join();
  }

  unsigned short port() const { return server_->port(); }
  Server& server() { return *server_; }
  bool stopped() const { return stopped_; }
  void join() { thread_.join(); }
  std::filesystem::path web_dir() const { return root_.path / "web"; }
  std::filesystem::path media_dir() const { return root_.path / "media"; }

  graphql::PubSub pubsub;

 private:
  TempDir root_;
  std::shared_ptr<const graphql::Engine> engine_;
  std::unique_ptr<Server> server_;
  std::thread thread_;
  std::atomic<bool> stopped_{false};
};

using Response = bhttp::response<bhttp::string_body>;

// A blocking HTTP/1.1 client on one connection, every operation bounded by a deadline.
class HttpClient {
 public:
  explicit HttpClient(unsigned short port) : stream_(ioc_) {
    stream_.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  }

  Response request(bhttp::verb method, std::string target, std::string body = {},
                   std::vector<std::pair<std::string, std::string>> headers = {}) {
    send(method, std::move(target), std::move(body), std::move(headers));
    return read();
  }
  Response get(std::string target, std::vector<std::pair<std::string, std::string>> headers = {}) {
    return request(bhttp::verb::get, std::move(target), {}, std::move(headers));
  }

  void send(bhttp::verb method, std::string target, std::string body = {},
            std::vector<std::pair<std::string, std::string>> headers = {}) {
    bhttp::request<bhttp::string_body> req{method, target, 11};
    req.set(bhttp::field::host, "127.0.0.1");
    for (auto& [n, v] : headers) req.set(n, v);
    req.body() = std::move(body);
    if (method != bhttp::verb::get && method != bhttp::verb::head) req.prepare_payload();
    run([&](auto done) { bhttp::async_write(stream_, req, [done](beast::error_code ec, std::size_t) { done(ec); }); });
  }

  void send_raw(const std::string& bytes) {
    run([&](auto done) {
      net::async_write(stream_, net::buffer(bytes), [done](beast::error_code ec, std::size_t) { done(ec); });
    });
  }

  Response read(bool head = false) {
    bhttp::response_parser<bhttp::string_body> parser;
    parser.body_limit(64 * 1024 * 1024);
    parser.skip(head);
    run([&](auto done) {
      bhttp::async_read(stream_, buffer_, parser, [done](beast::error_code ec, std::size_t) { done(ec); });
    });
    return parser.release();
  }

  // True when the server closed the connection (EOF or reset) within the timeout.
  bool closed_by_peer(std::chrono::milliseconds timeout = 3000ms) {
    char byte;
    beast::error_code result = net::error::would_block;
    stream_.expires_after(timeout);
    stream_.async_read_some(net::buffer(&byte, 1), [&](beast::error_code ec, std::size_t) { result = ec; });
    ioc_.restart();
    ioc_.run();
    return result == net::error::eof || result == net::error::connection_reset;
  }

  beast::tcp_stream& stream() { return stream_; }

 private:
  template <class Start>
  void run(Start start, std::chrono::milliseconds timeout = 5000ms) {
    std::optional<beast::error_code> result;
    stream_.expires_after(timeout);
    start([&](beast::error_code ec) { result = ec; });
    ioc_.restart();
    ioc_.run();
    if (!result) throw std::runtime_error("HTTP client operation did not finish");
    if (*result) throw beast::system_error(*result);
  }

  net::io_context ioc_;
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
};

// A blocking websocket client speaking whatever subprotocol it is told to offer.
class WsClient {
 public:
  explicit WsClient(unsigned short port, std::string subprotocol = "graphql-transport-ws", std::string origin = "")
      : ws_(ioc_) {
    beast::get_lowest_layer(ws_).connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    ws_.set_option(websocket::stream_base::decorator([subprotocol, origin](websocket::request_type& req) {
      if (!subprotocol.empty()) req.set(bhttp::field::sec_websocket_protocol, subprotocol);
      if (!origin.empty()) req.set(bhttp::field::origin, origin);
    }));
    websocket::response_type res;
    ws_.handshake(res, "127.0.0.1", "/graphql");
    accepted_protocol = std::string(res[bhttp::field::sec_websocket_protocol]);
  }

  void send(const std::string& text, bool binary = false) {
    ws_.binary(binary);
    ws_.write(net::buffer(text));
  }
  void send(const json::object& message) { send(json::serialize(message)); }

  // The next message, or nullopt when the socket closed (see close_code()) or time ran out.
  std::optional<std::string> read(std::chrono::milliseconds timeout = 3000ms) {
    beast::flat_buffer buffer;
    std::optional<beast::error_code> result;
    ws_.async_read(buffer, [&](beast::error_code ec, std::size_t) { result = ec; });
    ioc_.restart();
    ioc_.run_for(timeout);
    if (!result) {
      timed_out = true;
      beast::get_lowest_layer(ws_).cancel();
      ioc_.restart();
      ioc_.run();
      return std::nullopt;
    }
    if (*result) {
      error = *result;
      return std::nullopt;
    }
    return beast::buffers_to_string(buffer.data());
  }

  json::object read_json(std::chrono::milliseconds timeout = 3000ms) {
    auto text = read(timeout);
    if (!text)
      throw std::runtime_error("no message (closed: " + std::to_string(close_code()) + " " + close_reason() + ")");
    return json::parse(*text).as_object();
  }

  // Reads until the server closes; the close code (0 when none arrived in time).
  int wait_close(std::chrono::milliseconds timeout = 3000ms) {
    for (int i = 0; i < 100; ++i) {
      auto m = read(timeout);
      if (!m) break;
    }
    return close_code();
  }
  int close_code() const { return error == websocket::error::closed ? ws_.reason().code : 0; }
  std::string close_reason() const { return std::string(ws_.reason().reason.c_str()); }

  void init(json::object payload = {}) {
    send(json::object{{"type", "connection_init"}, {"payload", std::move(payload)}});
    auto ack = read_json();
    if (ack.at("type") != "connection_ack") throw std::runtime_error("expected connection_ack");
  }

  std::string accepted_protocol;
  bool timed_out = false;
  beast::error_code error;

 private:
  net::io_context ioc_;
  websocket::stream<beast::tcp_stream> ws_;
};

inline json::object parse_object(const std::string& body) { return json::parse(body).as_object(); }

// Polls `pred` for up to `timeout`.
inline bool eventually(const std::function<bool()>& pred, std::chrono::milliseconds timeout = 3000ms) {
  auto end = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < end) {
    if (pred()) return true;
    std::this_thread::sleep_for(5ms);
  }
  return pred();
}

}  // namespace karyana::http::test

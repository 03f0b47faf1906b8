#include "http/http_session.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <queue>

#include <spdlog/spdlog.h>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/bind_handler.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>

#include "http/client_address.hpp"
#include "http/http_util.hpp"
#include "http/websocket_session.hpp"
#include "metrics/karyana_metrics.hpp"

namespace karyana::http {

namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

using Request = bhttp::request<bhttp::string_body>;
using Clock = std::chrono::steady_clock;

// How long a connection over the per-client cap may take to send the request we refuse, and
// the Retry-After of the refusal.
constexpr std::chrono::seconds kRefusalWait{5};

// Answers the connection gives itself (431, 413, 400, too many connections), before any route.
metrics::RouteMetrics& transport_metrics() {
  static metrics::RouteMetrics counted("transport");
  return counted;
}

// nullopt when the target is not origin-form ("/path?query") or its path does not decode.
std::optional<HttpRequest> to_http_request(const Request& req, std::string body, const std::string& peer_ip,
                                           const TrustedProxies& trusted_proxies) {
  HttpRequest r;
  r.method = std::string(req.method_string());
  r.target = std::string(req.target());
  if (r.target.empty() || r.target[0] != '/') return std::nullopt;
  const auto q = r.target.find('?');
  auto decoded = percent_decode(std::string_view(r.target).substr(0, q));
  if (!decoded) return std::nullopt;
  r.path = std::move(*decoded);
  if (q != std::string::npos) r.query = r.target.substr(q + 1);
  for (const auto& field : req) r.headers.emplace_back(to_lower(field.name_string()), std::string(field.value()));
  r.body = std::move(body);
  std::string forwarded_for;  // several X-Forwarded-For headers are one list, in order
  if (!trusted_proxies.empty())
    for (const auto& [name, value] : r.headers)
      if (name == "x-forwarded-for") forwarded_for += (forwarded_for.empty() ? "" : ",") + value;
  r.client_ip = resolve_client(peer_ip, forwarded_for, trusted_proxies);
  r.client_key = client_key(r.client_ip);
  return r;
}

template <class Message>
void set_common(Message& msg, HttpResponse& res, const HeaderList& common, unsigned version, bool keep_alive) {
  msg.version(version);
  msg.result(static_cast<unsigned>(res.status));
  msg.set(bhttp::field::date, http_date_now());
  for (const auto& [name, value] : common) msg.set(name, value);
  for (auto& [name, value] : res.headers) msg.insert(name, value);
  msg.keep_alive(keep_alive);
}

// The Beast message for a response; `bytes` gets the body size (for the access log).
bhttp::message_generator to_generator(HttpResponse res, const HeaderList& common, bool head, unsigned version,
                                      bool keep_alive, std::size_t& bytes) {
  const bool bodiless_status = res.status < 200 || res.status == 204 || res.status == 304;
  if (!res.file.empty() && !bodiless_status) {
    beast::error_code ec;
    bhttp::file_body::value_type file;
    file.open(res.file.c_str(), beast::file_mode::scan, ec);
    if (!ec) {
      bytes = static_cast<std::size_t>(file.size());
      if (head) {
        bhttp::response<bhttp::empty_body> msg;
        set_common(msg, res, common, version, keep_alive);
        msg.content_length(file.size());
        return bhttp::message_generator(std::move(msg));
      }
      bhttp::response<bhttp::file_body> msg;
      set_common(msg, res, common, version, keep_alive);
      msg.body() = std::move(file);
      msg.prepare_payload();
      return bhttp::message_generator(std::move(msg));
    }
    spdlog::error("cannot open {}: {}", res.file, ec.message());
    res = HttpResponse::json_error(500, "Internal server error");
  }
  bytes = bodiless_status ? 0 : res.body.size();
  if (head || bodiless_status) {
    bhttp::response<bhttp::empty_body> msg;
    set_common(msg, res, common, version, keep_alive);
    if (!bodiless_status) msg.content_length(res.body.size());
    return bhttp::message_generator(std::move(msg));
  }
  bhttp::response<bhttp::string_body> msg;
  set_common(msg, res, common, version, keep_alive);
  msg.body() = std::move(res.body);
  msg.prepare_payload();
  return bhttp::message_generator(std::move(msg));
}

// What a response needs from its request once the request itself is gone (work pool, timer).
struct Answer {
  bool head = false;
  unsigned version = 11;
  bool keep_alive = true;
  std::string method;
  std::string target;
};

bool is_http_parse_error(const beast::error_code& ec) {
  return ec.category() == bhttp::make_error_code(bhttp::error::bad_target).category() &&
         ec != bhttp::error::end_of_stream && ec != bhttp::error::partial_message;
}

class HttpSession final : public Connection, public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, ServerShared& shared)
      : stream_(std::move(socket)), executor_(stream_.get_executor()), shared_(shared), config_(shared.config) {
    beast::error_code ec;
    auto endpoint = stream_.socket().remote_endpoint(ec);
    if (!ec) client_ip_ = normalise_address(endpoint.address().to_string()).value_or(endpoint.address().to_string());
    from_proxy_ = config_.trusted_proxies.contains(client_ip_);
    request_client_ = client_ip_;
    metrics::open_sockets(metrics::SocketKind::http).add();
  }
  ~HttpSession() override {
    shared_.registry.remove(this);
    metrics::open_sockets(metrics::SocketKind::http).sub();
  }

  void run() {
    // A direct client is counted at once; a proxied one once its first request names it.
    if (!from_proxy_) claim(client_key(client_ip_));
    net::dispatch(executor_, beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
  }

  void shutdown() override {
    net::post(executor_, [self = shared_from_this()] { self->on_shutdown(); });
  }

 private:
  void do_read() {
    if (closing_ || upgrade_ || shared_.stopping) {
      closing_ = true;
      return finish_if_idle();
    }
    parser_.emplace();
    request_client_ = client_ip_;  // until a header names the client (a bad header is logged as the peer's)
    parser_->header_limit(static_cast<std::uint32_t>(config_.max_header_bytes));
    // The real limit depends on the route; it is set once the header has arrived.
    parser_->body_limit(std::max(config_.max_body_bytes, config_.max_upload_bytes));
    const bool idle = buffer_.size() == 0 && requests_ > 0;
    // Over the cap, the request is read only to be refused: a short wait for it.
    stream_.expires_after(over_limit_ ? std::min<std::chrono::seconds>(config_.request_timeout, kRefusalWait)
                          : idle      ? config_.idle_timeout
                                      : config_.request_timeout);
    reading_ = true;
    bhttp::async_read_header(stream_, buffer_, *parser_,
                             beast::bind_front_handler(&HttpSession::on_header, shared_from_this()));
  }

  void on_header(beast::error_code ec, std::size_t) {
    reading_ = false;
    if (ec) return on_read_error(ec);
    ++requests_;
    started_ = Clock::now();
    const auto& header = parser_->get();
    // The client this request comes from: the peer, or behind a trusted proxy the address its
    // X-Forwarded-For names (the one the rate limits use), for the limits and the access log. Per
    // request: a proxy's kept-alive connection carries many clients' requests, one after another.
    if (from_proxy_) {
      std::string forwarded_for;
      for (const auto& field : header)
        if (iequals(field.name_string(), "x-forwarded-for"))
          forwarded_for += (forwarded_for.empty() ? "" : ",") + std::string(field.value());
      request_client_ = resolve_client(client_ip_, forwarded_for, config_.trusted_proxies);
    }
    if (!claimed_ && !over_limit_) claim(client_key(request_client_));
    if (over_limit_) return refuse_over_limit();
    const std::string_view target = header.target();
    const auto decoded = percent_decode(target.substr(0, target.find('?')));
    const std::size_t limit = shared_.router.body_limit(header.method_string(), decoded ? *decoded : std::string());
    if (auto length = parser_->content_length(); length && *length > limit) {
      return fail_request(413, "Payload too large");
    }
    parser_->body_limit(limit);
    if (parser_->is_done()) return on_read({}, 0);

    if (iequals(header[bhttp::field::expect], "100-continue") && !writing_ && queue_.empty()) {
      continue_.emplace(bhttp::status::continue_, header.version());
      writing_ = true;
      bhttp::async_write(stream_, *continue_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
        self->writing_ = false;
        self->continue_.reset();
        if (ec) self->closing_ = true;
        self->do_write();
      });
    }
    stream_.expires_after(config_.request_timeout);
    reading_ = true;
    request_in_progress_ = true;
    bhttp::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    reading_ = false;
    request_in_progress_ = false;
    if (ec) return on_read_error(ec);

    Request req = parser_->release();
    std::string body = std::move(req.body());
    auto request = to_http_request(req, std::move(body), client_ip_, config_.trusted_proxies);

    if (request && request->path == "/graphql" && beast::websocket::is_upgrade(req)) {
      if (!shared_.router.upgrade_allowed(*request)) return fail_request(403, "Origin not allowed", &req);
      upgrade_.emplace(std::move(req));
      upgrade_request_ = std::move(*request);
      return finish_if_idle();  // upgrades once the responses queued before it are written
    }

    Answer answer{req.method() == bhttp::verb::head, req.version(), req.keep_alive(), std::string(req.method_string()),
                  std::string(req.target())};
    if (!request) return deliver(std::move(answer), HttpResponse::json_error(400, "Bad request target"));
    // Slow work (a password hash, a picture) goes to the work pool, an order (which waits for its
    // group's commit) to the commit pool; the rest is answered here.
    switch (shared_.router.lane(*request)) {
      case Lane::work:
        return run_on(shared_.work_pool, std::move(answer), std::move(*request));
      case Lane::commit:
        return run_on(shared_.commit_pool, std::move(answer), std::move(*request));
      case Lane::io:
        break;
    }
    deliver(std::move(answer), shared_.router.handle(*request));
  }

  // Runs the request on `pool` and delivers its response back on this strand. Reading pauses
  // meanwhile, so pipelined requests are answered in order; the task owns the session.
  void run_on(WorkPool& pool, Answer answer, HttpRequest request) {
    auto shared_request = std::make_shared<const HttpRequest>(std::move(request));
    std::function<void()> task = [self = shared_from_this(), answer, shared_request] {
      HttpResponse response = self->shared_.router.handle(*shared_request);
      net::post(self->executor_, [self, answer, response = std::move(response)]() mutable {
        self->waiting_ = false;
        self->deliver(std::move(answer), std::move(response));
      });
    };
    waiting_ = true;
    if (pool.try_submit(task)) return;
    waiting_ = false;
    deliver(std::move(answer), shared_.router.busy(*shared_request));
  }

  // Queues a response, after its not_before moment (a timer, no thread sleeps), and reads on.
  void deliver(Answer answer, HttpResponse response) {
    if (response.not_before > Clock::now()) {
      waiting_ = true;  // later pipelined responses must come after this one
      delay_timer_.expires_at(response.not_before);
      delay_timer_.async_wait([self = shared_from_this(), answer = std::move(answer),
                               response = std::move(response)](beast::error_code) mutable {
        self->waiting_ = false;
        response.not_before = {};
        self->deliver(std::move(answer), std::move(response));
      });
      return;
    }
    const bool keep_alive = answer.keep_alive && !shared_.stopping;  // now: stop() may have come meanwhile
    const int status = response.status;
    std::size_t bytes = 0;
    queue_write(to_generator(std::move(response), shared_.router.common_headers(), answer.head, answer.version,
                             keep_alive, bytes));
    log_access(answer.method, answer.target, status, bytes);

    if (!keep_alive) closing_ = true;
    if (!closing_ && !reading_ && !request_in_progress_ && !upgrade_ && queue_.size() < config_.pipeline_limit)
      do_read();
  }

  void on_read_error(const beast::error_code& ec) {
    if (ec == bhttp::error::header_limit) return fail_request(431, "Request header fields too large");
    if (ec == bhttp::error::body_limit) return fail_request(413, "Payload too large");
    if (is_http_parse_error(ec)) return fail_request(400, "Bad request");
    // End of stream, timeout, reset or our own cancellation: nothing to answer.
    closing_ = true;
    finish_if_idle();
  }

  // Answers a request we will not read to the end, then closes the connection.
  // `request` is the request when it was already taken from the parser.
  void fail_request(int status, std::string_view message, const Request* request = nullptr) {
    closing_ = true;
    linger_ = true;
    std::size_t bytes = 0;
    std::string_view method = "-", target = "-";
    if (request == nullptr && parser_ && parser_->is_header_done()) request = &parser_->get();
    if (request != nullptr) method = request->method_string(), target = request->target();
    queue_write(to_generator(HttpResponse::json_error(status, message), shared_.router.common_headers(), false, 11,
                             false, bytes));
    log_access(method, target, status, bytes);
    transport_metrics().observe(status, 0);
  }

  void claim(const std::string& key) {
    claimed_ = shared_.registry.claim(this, key, config_.max_connections_per_client);
    over_limit_ = !claimed_;
  }

  // The client holds max_connections_per_client open already: 503, try again shortly.
  void refuse_over_limit() {
    closing_ = true;
    linger_ = true;
    const auto& header = parser_->get();
    HttpResponse res = HttpResponse::json_error(503, "Too many connections", "TOO_MANY_CONNECTIONS");
    res.headers.emplace_back("Retry-After", std::to_string(kRefusalWait.count()));
    std::size_t bytes = 0;
    queue_write(to_generator(std::move(res), shared_.router.common_headers(), false, 11, false, bytes));
    log_access(header.method_string(), header.target(), 503, bytes);
    transport_metrics().observe(503, 0);
  }

  void queue_write(bhttp::message_generator generator) {
    queue_.push(std::move(generator));
    do_write();
  }

  void do_write() {
    if (writing_) return;
    if (queue_.empty()) return finish_if_idle();
    writing_ = true;
    const bool keep_alive = queue_.front().keep_alive();
    stream_.expires_after(config_.request_timeout);
    beast::async_write(stream_, std::move(queue_.front()),
                       beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), keep_alive));
  }

  void on_write(bool keep_alive, beast::error_code ec, std::size_t) {
    writing_ = false;
    queue_.pop();
    if (ec) {
      closing_ = true;
      linger_ = false;
      return close_socket();
    }
    if (!keep_alive) closing_ = true;
    // Reading paused at the pipeline limit: resume.
    if (!closing_ && !reading_ && !request_in_progress_ && !waiting_ && !upgrade_ &&
        queue_.size() < config_.pipeline_limit)
      do_read();
    do_write();
  }

  // Nothing is being written: perform a pending upgrade or close.
  void finish_if_idle() {
    if (writing_ || !queue_.empty()) return;
    if (upgrade_) return do_upgrade();
    if (closing_ && !request_in_progress_ && !waiting_) do_close();
  }

  void do_upgrade() {
    Request req = std::move(*upgrade_);
    upgrade_.reset();
    if (shared_.stopping) {
      closing_ = true;
      return do_close();
    }
    upgraded_ = true;
    log_access(req.method_string(), req.target(), 101, 0);
    stream_.expires_never();  // the websocket stream has its own timeouts
    start_websocket_session(std::move(stream_), req, std::move(upgrade_request_), shared_);
  }

  void do_close() {
    if (closed_) return;
    closed_ = true;
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    if (linger_ && !shared_.stopping) {
      // The client may still be sending a body we refused; read and drop it for a moment so
      // the kernel does not reset the connection before the client reads our answer.
      linger_deadline_ = Clock::now() + std::chrono::seconds(2);
      return drain();
    }
    if (reading_) close_socket();  // an idle keep-alive read: cancel it
  }

  void drain() {
    stream_.expires_at(linger_deadline_);
    stream_.async_read_some(net::buffer(drain_buffer_),
                            [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                              self->drained_ += n;
                              if (ec || self->drained_ > 16 * 1024 * 1024) return self->close_socket();
                              self->drain();
                            });
  }

  void close_socket() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_both, ec);
    stream_.socket().close(ec);
  }

  void on_shutdown() {
    if (upgraded_ || closed_) return;
    closing_ = true;
    // A request being received or answered finishes first (its response says close).
    if (request_in_progress_ || waiting_ || writing_ || !queue_.empty() || upgrade_) return;
    do_close();
  }

  void log_access(std::string_view method, std::string_view target, int status, std::size_t bytes) {
    if (!config_.access_log) return;
    const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - started_).count();
    const std::string_view path = target.substr(0, target.find('?'));
    spdlog::info("{} {} {} {} {} {}us", request_client_, method, path, status, bytes, micros);
  }

  beast::tcp_stream stream_;
  const net::any_io_executor executor_;       // the connection's strand; copied so it outlives a hand-over
  net::steady_timer delay_timer_{executor_};  // holds a response back until its not_before
  ServerShared& shared_;
  const ServerConfig& config_;
  std::string client_ip_;       // the peer
  std::string request_client_;  // the current request's client (resolve_client), for the access log
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  std::queue<bhttp::message_generator> queue_;
  std::optional<bhttp::response<bhttp::empty_body>> continue_;
  std::optional<Request> upgrade_;
  HttpRequest upgrade_request_;
  std::array<char, 16 * 1024> drain_buffer_{};
  Clock::time_point started_ = Clock::now();
  Clock::time_point linger_deadline_;
  std::size_t requests_ = 0;
  std::size_t drained_ = 0;
  bool reading_ = false;              // a header or body read is pending
  bool request_in_progress_ = false;  // header received, body being read
  bool waiting_ = false;              // a response is on the work pool or held back: reads pause
  bool writing_ = false;
  bool closing_ = false;  // read no further requests
  bool linger_ = false;
  bool closed_ = false;
  bool upgraded_ = false;
  bool from_proxy_ = false;  // the peer is a trusted proxy: the client is named per request
  bool claimed_ = false;     // counted against a client (ConnectionRegistry::claim)
  bool over_limit_ = false;  // that client had too many connections: refuse and close
};

}  // namespace

void start_http_session(tcp::socket socket, ServerShared& shared) {
  auto session = std::make_shared<HttpSession>(std::move(socket), shared);
  shared.registry.add(session);
  session->run();
}

}  // namespace karyana::http

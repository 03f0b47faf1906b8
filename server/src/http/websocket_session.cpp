#include "http/websocket_session.hpp"

#include <deque>
#include <optional>

#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/bind_handler.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json/object.hpp>

#include "graphql/ws_protocol.hpp"
#include "http/http_util.hpp"
#include "metrics/karyana_metrics.hpp"

namespace karyana::http {

namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;

namespace {

using Request = bhttp::request<bhttp::string_body>;

class WebSocketSession final : public Connection,
                               public graphql::WsTransport,
                               public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(beast::tcp_stream&& stream, HttpRequest upgrade_request, ServerShared& shared)
      : ws_(std::move(stream)),
        executor_(ws_.get_executor()),
        init_timer_(executor_),
        session_timer_(executor_),
        shared_(shared),
        upgrade_request_(std::move(upgrade_request)) {
    metrics::open_sockets(metrics::SocketKind::websocket).add();
  }

  ~WebSocketSession() override {
    if (protocol_) protocol_->on_close();
    shared_.registry.remove(this);
    metrics::open_sockets(metrics::SocketKind::websocket).sub();
  }

  void run(const Request& upgrade) {
    const auto& config = shared_.config;
    websocket::stream_base::timeout timeouts{};
    timeouts.handshake_timeout = config.request_timeout;
    timeouts.idle_timeout = config.ws_idle_timeout;
    timeouts.keep_alive_pings = true;  // a ping at half the idle time; no answer → dropped
    ws_.set_option(timeouts);
    ws_.read_message_max(config.ws_max_message_bytes);
    const std::string_view offered = upgrade[bhttp::field::sec_websocket_protocol];
    offered_ = list_contains(offered, graphql::WsProtocol::subprotocol);
    // Echo our protocol; for another one, echo the client's first choice anyway so that the
    // handshake succeeds and the client sees the 4406 close instead of a failed handshake.
    std::string chosen(offered_ ? graphql::WsProtocol::subprotocol : trim(offered.substr(0, offered.find(','))));
    ws_.set_option(websocket::stream_base::decorator([chosen](websocket::response_type& res) {
      if (!chosen.empty()) res.set(bhttp::field::sec_websocket_protocol, chosen);
    }));
    ws_.async_accept(upgrade, beast::bind_front_handler(&WebSocketSession::on_accept, shared_from_this()));
  }

  // graphql::WsTransport
  void send(std::string text) override {
    if (close_) return;
    queued_bytes_ += text.size();
    queue_.push_back(std::move(text));
    if (queued_bytes_ > shared_.config.ws_max_queued_bytes) {
      // The client does not read fast enough: drop what is waiting and hang up.
      while (queue_.size() > (writing_ ? 1u : 0u)) {
        queued_bytes_ -= queue_.back().size();
        queue_.pop_back();
      }
      // Stop the subscriptions after the protocol's current call returns.
      post([self = shared_from_this()] {
        if (self->protocol_) self->protocol_->on_close();
      });
      return close(static_cast<std::uint16_t>(websocket::close_code::policy_error), "Slow consumer");
    }
    do_write();
  }

  void close(std::uint16_t code, std::string reason) override {
    if (close_) return;
    close_.emplace(static_cast<websocket::close_code>(code), reason.substr(0, 123));
    init_timer_.cancel();
    session_timer_.cancel();
    do_write();
  }

  void post(std::function<void()> task) override { net::post(executor_, std::move(task)); }

  void post_after(std::chrono::milliseconds delay, std::function<void()> task) override {
    if (close_) return;
    session_timer_.expires_after(delay);  // cancels an earlier wait
    session_timer_.async_wait([weak = weak_from_this(), task = std::move(task)](beast::error_code ec) {
      if (ec) return;
      if (auto self = weak.lock(); self && !self->close_) task();
    });
  }

  bool run_heavy(std::function<std::function<void()>()> work) override {
    std::function<void()> task = [self = shared_from_this(), work = std::move(work)] {
      std::function<void()> done;
      try {
        done = work();
      } catch (const std::exception& e) {
        spdlog::error("websocket {}: work failed: {}", self->upgrade_request_.client_ip, e.what());
      }
      net::post(self->executor_, [self, done = std::move(done)] {
        self->heavy_ = false;
        if (done) done();
        if (self->read_paused_) {
          self->read_paused_ = false;
          self->do_read();
        }
      });
    };
    if (!shared_.work_pool.try_submit(task)) return false;
    heavy_ = true;
    return true;
  }

  void post_at(std::chrono::steady_clock::time_point when, std::function<void()> task) override {
    if (close_) return;
    auto timer = std::make_shared<net::steady_timer>(executor_, when);
    timer->async_wait([weak = weak_from_this(), timer, task = std::move(task)](beast::error_code) {
      if (auto self = weak.lock(); self && !self->close_) task();
    });
  }

  // Connection
  void shutdown() override {
    net::post(executor_, [self = shared_from_this()] {
      self->going_away_ = true;
      if (!self->accepted_) return;  // on_accept closes right away
      if (self->protocol_) self->protocol_->on_close();
      self->close(static_cast<std::uint16_t>(websocket::close_code::going_away), "going away");
    });
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) return;
    accepted_ = true;
    if (going_away_) return close(static_cast<std::uint16_t>(websocket::close_code::going_away), "going away");
    if (!offered_) {
      do_read();
      return close(graphql::ws_close::subprotocol_not_acceptable, "Subprotocol not acceptable");
    }
    auto factory = [this](const boost::json::object& payload) {
      return shared_.ws_context_factory ? shared_.ws_context_factory(payload, upgrade_request_) : nullptr;
    };
    protocol_ = graphql::WsProtocol::create(shared_.engine, shared_.pubsub, factory,
                                            std::weak_ptr<graphql::WsTransport>(shared_from_this()));
    init_timer_.expires_after(shared_.config.ws_init_timeout);
    init_timer_.async_wait([weak = weak_from_this()](beast::error_code ec) {
      if (ec) return;
      if (auto self = weak.lock(); self && self->protocol_) self->protocol_->on_init_timeout();
    });
    do_read();
  }

  void do_read() { ws_.async_read(buffer_, beast::bind_front_handler(&WebSocketSession::on_read, shared_from_this())); }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec) {
      // Closed by the peer, by our close handshake, a timeout, or a message over the limit.
      if (ec != websocket::error::closed && ec != net::error::operation_aborted && ec != beast::error::timeout)
        spdlog::debug("websocket {}: {}", upgrade_request_.client_ip, ec.message());
      if (protocol_) protocol_->on_close();
      init_timer_.cancel();
      session_timer_.cancel();
      return;
    }
    std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (protocol_ && !close_) protocol_->on_message(text);
    // Keep reading (Beast needs a read to see the peer's close frame), unless that message
    // went to the work pool: the next waits for its answer (run_heavy).
    if (heavy_)
      read_paused_ = true;
    else
      do_read();
  }

  void do_write() {
    if (writing_) return;
    if (!queue_.empty()) {
      writing_ = true;
      ws_.text(true);
      ws_.async_write(net::buffer(queue_.front()),
                      beast::bind_front_handler(&WebSocketSession::on_write, shared_from_this()));
      return;
    }
    if (close_ && !close_sent_ && accepted_) {
      close_sent_ = true;
      writing_ = true;
      ws_.async_close(*close_, [self = shared_from_this()](beast::error_code) { self->writing_ = false; });
    }
  }

  void on_write(beast::error_code ec, std::size_t) {
    writing_ = false;
    queued_bytes_ -= queue_.front().size();
    queue_.pop_front();
    if (ec) {
      if (protocol_) protocol_->on_close();
      queue_.clear();
      queued_bytes_ = 0;
      close_sent_ = true;  // the stream is broken: no close frame either
      close_.emplace(websocket::close_code::abnormal);
      return;
    }
    do_write();
  }

  websocket::stream<beast::tcp_stream> ws_;
  const net::any_io_executor executor_;  // the connection's strand
  net::steady_timer init_timer_;
  net::steady_timer session_timer_;  // the access token's expiry (WsTransport::post_after)
  ServerShared& shared_;
  HttpRequest upgrade_request_;
  beast::flat_buffer buffer_;
  std::shared_ptr<graphql::WsProtocol> protocol_;
  std::deque<std::string> queue_;
  std::size_t queued_bytes_ = 0;
  std::optional<websocket::close_reason> close_;
  bool offered_ = false;
  bool accepted_ = false;
  bool writing_ = false;
  bool close_sent_ = false;
  bool going_away_ = false;
  bool heavy_ = false;        // an operation is on the work pool
  bool read_paused_ = false;  // the read after it waits for its answer
};

}  // namespace

void start_websocket_session(beast::tcp_stream stream, const Request& upgrade, HttpRequest upgrade_request,
                             ServerShared& shared) {
  const std::string client_key = upgrade_request.client_key;
  auto session = std::make_shared<WebSocketSession>(std::move(stream), std::move(upgrade_request), shared);
  shared.registry.add(session);
  // The upgraded connection stays counted against its client (the cap was checked before).
  shared.registry.claim(session.get(), client_key, 0);
  session->run(upgrade);
}

}  // namespace karyana::http

#include "http/server.hpp"

#include <csignal>
#include <filesystem>
#include <optional>
#include <system_error>
#include <thread>

#include <spdlog/spdlog.h>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

#include "http/connection.hpp"
#include "http/http_session.hpp"

namespace karyana::http {

namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

unsigned thread_count(unsigned configured) {
  if (configured > 0) return configured;
  unsigned n = std::thread::hardware_concurrency();
  return n > 0 ? n : 1;
}

tcp::endpoint resolve(net::io_context& ioc, const std::string& host, unsigned short port) {
  boost::system::error_code ec;
  auto address = net::ip::make_address(host, ec);
  if (!ec) return {address, port};
  tcp::resolver resolver(ioc);
  auto results = resolver.resolve(host, std::to_string(port), ec);
  if (ec || results.empty()) throw std::system_error(ec, "cannot resolve listen address " + host);
  return results.begin()->endpoint();
}

}  // namespace

struct Server::Impl {
  Impl(ServerConfig config, const graphql::Engine& engine, graphql::PubSub& pubsub, ContextFactory cf,
       WsContextFactory wcf)
      : shared(std::move(config), engine, pubsub, std::move(cf), std::move(wcf)),
        threads(thread_count(shared.config.threads)),
        ioc(static_cast<int>(threads)),
        acceptor(net::make_strand(ioc)),
        retry_timer(acceptor.get_executor()),
        drain_timer(acceptor.get_executor()) {
    const tcp::endpoint endpoint = resolve(ioc, shared.config.host, shared.config.port);
    boost::system::error_code ec;
    acceptor.open(endpoint.protocol(), ec);
    if (!ec) acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) acceptor.bind(endpoint, ec);
    if (!ec) acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec) {
      throw std::system_error(ec, "cannot listen on " + shared.config.host + ":" + std::to_string(shared.config.port));
    }
    bound_port = acceptor.local_endpoint().port();
    if (!std::filesystem::exists(std::filesystem::path(shared.config.web_dir) / "index.html"))
      spdlog::warn("http: no index.html in web dir '{}': the web app will answer 404", shared.config.web_dir);
  }

  // The work pool's tasks post to the io_context and may own connections: joined (and its
  // unstarted tasks dropped) before the io_context and `shared` go.
  ~Impl() {
    shared.work_pool.stop();
    shared.commit_pool.stop();
  }

  // Connections refer to `shared`, and the io_context destroys their pending handlers (and so
  // the connections) in its destructor: `shared` must be declared first to outlive it.
  ServerShared shared;
  unsigned threads;
  net::io_context ioc;
  tcp::acceptor acceptor;
  net::steady_timer retry_timer;
  net::steady_timer drain_timer;
  std::optional<net::signal_set> signals;
  unsigned short bound_port = 0;
  bool shutting_down = false;  // on the acceptor's strand
  std::chrono::steady_clock::time_point drain_deadline;

  void do_accept() {
    if (shutting_down) return;
    acceptor.async_accept(net::make_strand(ioc), [this](boost::system::error_code ec, tcp::socket socket) {
      if (shutting_down || ec == net::error::operation_aborted) return;
      if (ec) {
        // Out of file descriptors and the like: wait a moment instead of spinning.
        spdlog::warn("accept failed: {}", ec.message());
        retry_timer.expires_after(std::chrono::milliseconds(100));
        retry_timer.async_wait([this](boost::system::error_code e) {
          if (!e) do_accept();
        });
        return;
      }
      socket.set_option(tcp::no_delay(true), ec);
      start_http_session(std::move(socket), shared);
      do_accept();
    });
  }

  void begin_shutdown() {
    if (shutting_down) return;
    shutting_down = true;
    shared.stopping = true;
    boost::system::error_code ec;
    acceptor.close(ec);
    retry_timer.cancel();
    if (signals) signals->cancel(ec);
    spdlog::info("http: shutting down, {} open connection(s)", shared.registry.size());
    shared.registry.shutdown_all();
    drain_deadline = std::chrono::steady_clock::now() + shared.config.shutdown_grace;
    check_drained();
  }

  void check_drained() {
    if (shared.registry.size() == 0 || std::chrono::steady_clock::now() >= drain_deadline) {
      if (shared.registry.size() > 0)
        spdlog::warn("http: {} connection(s) cut after the grace period", shared.registry.size());
      ioc.stop();
      return;
    }
    drain_timer.expires_after(std::chrono::milliseconds(20));
    drain_timer.async_wait([this](boost::system::error_code ec) {
      if (!ec) check_drained();
    });
  }

  void run_worker() {
    for (;;) {
      try {
        ioc.run();
        return;
      } catch (const std::exception& e) {
        spdlog::error("http worker: {}", e.what());
      }
    }
  }
};

Server::Server(ServerConfig config, const graphql::Engine& engine, graphql::PubSub& pubsub,
               ContextFactory context_factory, WsContextFactory ws_context_factory)
    : impl_(std::make_unique<Impl>(std::move(config), engine, pubsub, std::move(context_factory),
                                   std::move(ws_context_factory))) {}

Server::~Server() = default;

void Server::route(std::string method, std::string path_prefix, Handler handler, bool large_body, bool heavy) {
  impl_->shared.router.add(std::move(method), std::move(path_prefix), std::move(handler), large_body, heavy);
}

unsigned short Server::port() const { return impl_->bound_port; }

void Server::run() {
  Impl& s = *impl_;
  if (s.shared.config.handle_signals) {
    s.signals.emplace(s.acceptor.get_executor(), SIGINT, SIGTERM);
    s.signals->async_wait([&s](boost::system::error_code ec, int signal) {
      if (ec) return;
      spdlog::info("http: received signal {}", signal);
      s.begin_shutdown();
    });
  }
  net::dispatch(s.acceptor.get_executor(), [&s] { s.do_accept(); });
  spdlog::info(
      "http: listening on {}:{} with {} thread(s), {} work thread(s) (queue {}), {} commit thread(s) (queue {})",
      s.shared.config.host, s.bound_port, s.threads, s.shared.work_pool.threads(), s.shared.work_pool.queue_limit(),
      s.shared.commit_pool.threads(), s.shared.commit_pool.queue_limit());

  std::vector<std::thread> workers;
  for (unsigned i = 1; i < s.threads; ++i) workers.emplace_back([&s] { s.run_worker(); });
  s.run_worker();
  for (auto& t : workers) t.join();
  // Work still running finishes; what never started is dropped (its connections are gone).
  s.shared.work_pool.stop();
  s.shared.commit_pool.stop();
  s.signals.reset();
  spdlog::info("http: stopped");
}

void Server::stop() {
  Impl& s = *impl_;
  net::post(s.acceptor.get_executor(), [&s] { s.begin_shutdown(); });
}

}  // namespace karyana::http

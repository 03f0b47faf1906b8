#include "store/postgres/listener.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <libpq-fe.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include <spdlog/spdlog.h>

namespace karyana::store::postgres {

namespace {

constexpr int kFirstBackoffMs = 50;
constexpr int kMaxBackoffMs = 5000;

bool plain_identifier(const std::string& name) {
  if (name.empty() || name.size() > 63) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

}  // namespace

Listener::Listener(std::string url) : url_(std::move(url)) {
  wake_fd_ = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (wake_fd_ < 0) throw std::runtime_error("postgres listener: eventfd failed");
}

Listener::~Listener() {
  stop();
  if (wake_fd_ >= 0) ::close(wake_fd_);
}

void Listener::listen(const std::string& channel, OnNotice on_notice, OnGap on_gap) {
  if (!plain_identifier(channel)) throw std::invalid_argument("postgres listener: not a channel name: " + channel);
  std::unique_lock lock(mutex_);
  subscribers_[channel].push_back({std::move(on_notice), std::move(on_gap)});
  if (!thread_.joinable() || std::this_thread::get_id() == thread_.get_id()) return;  // start() / the loop LISTENs
  wake();
  // Running: return once the LISTEN is in effect, so every notice sent after listen() returns arrives
  // (or, while the connection is down, once the reconnect will report the gap).
  listened_.wait_for(lock, std::chrono::seconds(30), [&] {
    return listened_channels_.contains(channel) || backend_pid_.load() == 0 || stopping_.load();
  });
}

void Listener::start() {
  if (thread_.joinable()) return;
  connection_ = std::make_unique<Connection>(url_);
  if (!listen_pending(*connection_)) throw std::runtime_error("postgres listener: the connection broke at LISTEN");
  backend_pid_ = connection_->backend_pid();
  stopping_ = false;
  thread_ = std::thread([this] { run(); });
}

void Listener::stop() {
  stopping_ = true;
  wake();
  if (thread_.joinable()) thread_.join();
}

void Listener::wake() {
  const std::uint64_t one = 1;
  [[maybe_unused]] auto written = ::write(wake_fd_, &one, sizeof one);
}

bool Listener::listening_to(const std::string& channel) const {
  std::lock_guard lock(mutex_);
  return listened_channels_.contains(channel);
}

bool Listener::wait_listening(const std::string& channel, int reconnects, int timeout_ms) const {
  std::unique_lock lock(mutex_);
  return listened_.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                            [&] { return listened_channels_.contains(channel) && reconnects_.load() >= reconnects; });
}

bool Listener::listen_pending(Connection& c) {
  std::vector<std::string> pending;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [channel, subscribers] : subscribers_)
      if (!listened_channels_.contains(channel)) pending.push_back(channel);
  }
  for (const auto& channel : pending) {
    try {
      c.exec_script("LISTEN \"" + channel + "\"");  // a plain identifier: checked by listen()
    } catch (const Error& e) {
      if (c.broken()) return false;
      throw;
    }
    {
      std::lock_guard lock(mutex_);
      listened_channels_.insert(channel);
    }
    listened_.notify_all();
  }
  return true;
}

void Listener::mark_unlistened() {
  {
    std::lock_guard lock(mutex_);
    listened_channels_.clear();
    backend_pid_ = 0;
  }
  listened_.notify_all();
}

void Listener::dispatch(const Notice& notice) {
  std::vector<Subscriber> subscribers;
  {
    std::lock_guard lock(mutex_);
    if (auto it = subscribers_.find(notice.channel); it != subscribers_.end()) subscribers = it->second;
  }
  for (const auto& s : subscribers)
    if (s.on_notice) s.on_notice(notice);
}

void Listener::report_gap() {
  std::vector<Subscriber> all;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [channel, subscribers] : subscribers_)
      all.insert(all.end(), subscribers.begin(), subscribers.end());
  }
  for (const auto& s : all)
    if (s.on_gap) s.on_gap();
}

void Listener::run() {
  int backoff_ms = kFirstBackoffMs;
  auto wait_for_wake = [&](int timeout_ms) {
    pollfd fd{wake_fd_, POLLIN, 0};
    ::poll(&fd, 1, timeout_ms);
    std::uint64_t count = 0;
    [[maybe_unused]] auto read = ::read(wake_fd_, &count, sizeof count);
  };
  while (!stopping_) {
    if (!connection_ || connection_->broken()) {
      mark_unlistened();
      try {
        if (connection_)
          connection_->reconnect();
        else
          connection_ = std::make_unique<Connection>(url_);
        if (!listen_pending(*connection_)) continue;
      } catch (const std::exception& e) {
        spdlog::warn("postgres listener: reconnecting in {} ms: {}", backoff_ms, e.what());
        wait_for_wake(backoff_ms);
        backoff_ms = std::min(backoff_ms * 2, kMaxBackoffMs);
        continue;
      }
      backoff_ms = kFirstBackoffMs;
      backend_pid_ = connection_->backend_pid();
      {
        std::lock_guard lock(mutex_);
        reconnects_ += 1;
      }
      listened_.notify_all();
      spdlog::info("postgres listener: reconnected; notices sent meanwhile are treated as unknown changes");
      report_gap();
      continue;
    }
    try {
      if (!listen_pending(*connection_)) continue;
    } catch (const std::exception& e) {
      spdlog::error("postgres listener: {}", e.what());
    }
    pollfd fds[2] = {{PQsocket(connection_->handle()), POLLIN, 0}, {wake_fd_, POLLIN, 0}};
    if (::poll(fds, 2, -1) < 0) continue;  // EINTR
    if (fds[1].revents != 0) {
      std::uint64_t count = 0;
      [[maybe_unused]] auto read = ::read(wake_fd_, &count, sizeof count);
    }
    if (fds[0].revents != 0) {
      if (PQconsumeInput(connection_->handle()) == 0 || connection_->broken()) {
        spdlog::warn("postgres listener: connection lost: {}", PQerrorMessage(connection_->handle()));
        connection_.reset();
        continue;
      }
      for (const auto& notice : connection_->take_notices()) dispatch(notice);
    }
  }
}

}  // namespace karyana::store::postgres

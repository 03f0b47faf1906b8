// Notifications from every process on the database (LISTEN/NOTIFY), on a dedicated connection
// and thread: a channel's callback runs for each notice sent to it, after the sender's COMMIT.
//
//   Listener listener(url);
//   listener.listen("karyana_changes", [](const Notice& n) { ... }, [] { /* notices may be lost */ });
//   listener.start();
//
// When the connection breaks, the listener reconnects with back-off (50 ms doubling to 5 s),
// LISTENs to every channel again and then calls each channel's `on_gap`: notices sent meanwhile
// are lost, so the subscriber must assume anything changed. Callbacks run on the listener's
// thread, one at a time; they must be quick (hand slow work elsewhere) and must not throw.
// Later sessions fan subscriptions out across instances through the same object.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "store/postgres/connection.hpp"

namespace karyana::store::postgres {

class Listener {
 public:
  using OnNotice = std::function<void(const Notice&)>;
  using OnGap = std::function<void()>;

  explicit Listener(std::string url);
  ~Listener();  // stops the thread
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;

  // Adds a callback for `channel` (a plain identifier: letters, digits, '_'); may be called before
  // or after start(). After start(), it returns once the LISTEN is in effect: every notice sent
  // after it returns is delivered (or, if the connection is down meanwhile, the gap is reported).
  void listen(const std::string& channel, OnNotice on_notice, OnGap on_gap = {});
  // Connects (throws postgres::Error when it cannot) and starts the thread.
  void start();
  void stop();

  // For tests: the listening connection's backend (0 while disconnected), how many times it
  // reconnected, and whether the LISTEN for `channel` is in effect.
  int backend_pid() const { return backend_pid_.load(); }
  int reconnects() const { return reconnects_.load(); }
  bool listening_to(const std::string& channel) const;
  // Waits (up to `timeout_ms`) until `channel` is listened to on a connection whose reconnect count
  // is at least `reconnects`; true when it is.
  bool wait_listening(const std::string& channel, int reconnects, int timeout_ms) const;

 private:
  struct Subscriber {
    OnNotice on_notice;
    OnGap on_gap;
  };
  void run();
  bool listen_pending(Connection& c);  // false when the connection broke
  void dispatch(const Notice& notice);
  void report_gap();
  void wake();
  void mark_unlistened();

  std::string url_;
  std::unique_ptr<Connection> connection_;  // the listener thread's alone once started
  std::thread thread_;
  std::atomic<bool> stopping_{false};
  std::atomic<int> backend_pid_{0};
  std::atomic<int> reconnects_{0};
  int wake_fd_ = -1;  // an eventfd: stop() and listen() interrupt the thread's poll()

  mutable std::mutex mutex_;
  mutable std::condition_variable listened_;
  std::map<std::string, std::vector<Subscriber>> subscribers_;
  std::set<std::string> listened_channels_;  // LISTENs in effect on the current connection
};

}  // namespace karyana::store::postgres

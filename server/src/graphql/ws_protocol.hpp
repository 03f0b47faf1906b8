// The graphql-transport-ws protocol (graphql-ws PROTOCOL.md) for one socket, independent of
// the socket library: the transport feeds it text messages and gives it a way to send,
// close and run work on the connection's serial executor (a strand).
//
// All member functions except those of the handlers it registers on the bus must be called
// on that serial executor; events published on other threads are posted there.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

#include "graphql/engine.hpp"
#include "graphql/pubsub.hpp"

namespace karyana::graphql {

// What the protocol needs from the socket.
class WsTransport {
 public:
  virtual ~WsTransport() = default;
  virtual void send(std::string text) = 0;                         // one text frame, in order
  virtual void close(std::uint16_t code, std::string reason) = 0;  // after frames already sent
  virtual void post(std::function<void()> task) = 0;               // thread-safe; runs on the strand
  // Runs `task` on the strand after `delay`, unless the socket closed first; a later call
  // replaces the earlier one. Without a timer, an expiry is still found by the next check.
  // NOLINTNEXTLINE(performance-unnecessary-value-param): the task is handed over; transports keep it
  virtual void post_after(std::chrono::milliseconds /*delay*/, std::function<void()> /*task*/) {}
  // Slow work (an operation selecting a costly field): runs `work` off the strand (the
  // server's work pool), then the function it returns on the strand; the socket reads no
  // further message meanwhile. False when the pool is full: nothing runs. Default: at once.
  // NOLINTNEXTLINE(performance-unnecessary-value-param): the work is handed over; the pool keeps it
  virtual bool run_heavy(std::function<std::function<void()>()> work) {
    work()();
    return true;
  }
  // Runs `task` on the strand at `when` (a timer, no thread sleeps), unless the socket closed
  // first. Default: at once.
  // NOLINTNEXTLINE(performance-unnecessary-value-param): the task is handed over; timers keep it
  virtual void post_at(std::chrono::steady_clock::time_point /*when*/, std::function<void()> task) { task(); }
};

// What a socket's context may tell the protocol about the sign-in session behind it (the
// context implements it besides graphql::Context). The protocol checks it before every
// operation and every event, rechecks it whenever something arrives on the session's bus
// topic and when the access token expires, and closes with 4401 once the session has ended.
class WsSession {
 public:
  virtual ~WsSession() = default;
  // False once the session has ended: signed out, password changed or reset, account
  // disabled, access token expired. `recheck` reads the shared state; without it the answer
  // may come from a short cache (events fan out to many sockets; the bus is the fast path).
  // A socket that did not sign in is always live.
  virtual bool session_live(bool recheck) = 0;
  // The bus topic on which the end of this session is announced; "" when not signed in.
  virtual std::string revocation_topic() const = 0;
  // Until the access token expires; nullopt when not signed in.
  virtual std::optional<std::chrono::milliseconds> time_left() const = 0;
};

// Close codes of the protocol.
namespace ws_close {
inline constexpr std::uint16_t bad_request = 4400;
inline constexpr std::uint16_t unauthorized = 4401;
inline constexpr std::uint16_t forbidden = 4403;
inline constexpr std::uint16_t subprotocol_not_acceptable = 4406;
inline constexpr std::uint16_t init_timeout = 4408;
inline constexpr std::uint16_t subscriber_exists = 4409;
inline constexpr std::uint16_t too_many_inits = 4429;
inline constexpr std::uint16_t internal_error = 4500;
}  // namespace ws_close

class WsProtocol : public std::enable_shared_from_this<WsProtocol> {
 public:
  static constexpr std::string_view subprotocol = "graphql-transport-ws";
  // Active subscriptions one socket may hold; the next one is refused with an error message
  // for its id (queries and mutations finish at once and do not count).
  static constexpr std::size_t max_subscriptions = 100;
  // Called with connection_init's payload; nullptr or an exception rejects the connection
  // (close 4403 Forbidden).
  using ContextFactory = std::function<std::shared_ptr<Context>(const boost::json::object& payload)>;

  static std::shared_ptr<WsProtocol> create(const Engine& engine, PubSub& pubsub, ContextFactory context_factory,
                                            std::weak_ptr<WsTransport> transport);
  ~WsProtocol();

  // One text message from the client.
  void on_message(std::string_view text);
  // The transport's init timer fired: closes with 4408 unless connection_init arrived.
  void on_init_timeout();
  // The socket is gone (or going): unsubscribes everything; later messages are ignored.
  // Also drops the revocation watch of the socket's session.
  void on_close();

  bool acknowledged() const { return acknowledged_; }
  std::size_t active_operations() const { return operations_.size(); }

 private:
  struct Operation {
    std::uint64_t generation = 0;
    PubSub::Token token = 0;
    std::shared_ptr<const PreparedDocument> document;
    const OperationDefinition* operation = nullptr;
    boost::json::object variables;
  };

  WsProtocol(const Engine& engine, PubSub& pubsub, ContextFactory context_factory,
             std::weak_ptr<WsTransport> transport);
  void handle(const boost::json::object& message);
  void on_connection_init(const boost::json::object& message);
  void on_subscribe(const boost::json::object& message);
  void on_complete(const boost::json::object& message);
  void deliver(const std::string& id, std::uint64_t generation, const boost::json::value& event);
  // A query's or mutation's result: next + complete, held back until the context's
  // answer_not_before when a resolver set one.
  void answer(const std::string& id, const ExecutionResult& result, Context& context);
  // The session behind the socket: watched on the bus and at the access token's expiry.
  void watch_session();
  void arm_expiry();
  // True (after closing with 4401) when the socket's session has ended.
  bool session_ended(bool recheck);
  void send(const boost::json::object& message);
  void close(std::uint16_t code, std::string reason);

  const Engine& engine_;
  PubSub& pubsub_;
  ContextFactory context_factory_;
  std::weak_ptr<WsTransport> transport_;
  std::shared_ptr<Context> context_;
  WsSession* session_ = nullptr;              // context_ as a WsSession, when it is one
  std::optional<PubSub::Token> revocations_;  // the watch on the session's bus topic
  bool init_received_ = false;
  bool acknowledged_ = false;
  bool closed_ = false;
  std::uint64_t next_generation_ = 1;
  std::map<std::string, Operation> operations_;  // active subscriptions by client id
};

}  // namespace karyana::graphql

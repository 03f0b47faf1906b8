// The graphql-transport-ws protocol (graphql-ws PROTOCOL.md) for one socket, independent of
// the socket library: the transport feeds it text messages and gives it a way to send,
// close and run work on the connection's serial executor (a strand).
//
// All member functions except those of the handlers it registers on the bus must be called
// on that serial executor; events published on other threads are posted there.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
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
  virtual void send(std::string text) = 0;                          // one text frame, in order
  virtual void close(std::uint16_t code, std::string reason) = 0;   // after frames already sent
  virtual void post(std::function<void()> task) = 0;                // thread-safe; runs on the strand
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
  // Called with connection_init's payload; nullptr or an exception rejects the connection
  // (close 4403 Forbidden).
  using ContextFactory = std::function<std::shared_ptr<Context>(const boost::json::object& payload)>;

  static std::shared_ptr<WsProtocol> create(const Engine& engine, PubSub& pubsub,
                                            ContextFactory context_factory,
                                            std::weak_ptr<WsTransport> transport);
  ~WsProtocol();

  // One text message from the client.
  void on_message(std::string_view text);
  // The transport's init timer fired: closes with 4408 unless connection_init arrived.
  void on_init_timeout();
  // The socket is gone (or going): unsubscribes everything; later messages are ignored.
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
  void send(const boost::json::object& message);
  void close(std::uint16_t code, std::string reason);

  const Engine& engine_;
  PubSub& pubsub_;
  ContextFactory context_factory_;
  std::weak_ptr<WsTransport> transport_;
  std::shared_ptr<Context> context_;
  bool init_received_ = false;
  bool acknowledged_ = false;
  bool closed_ = false;
  std::uint64_t next_generation_ = 1;
  std::map<std::string, Operation> operations_;  // active subscriptions by client id
};

}  // namespace karyana::graphql

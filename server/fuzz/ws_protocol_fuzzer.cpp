// Fuzzes the graphql-transport-ws message handler (graphql/ws_protocol.*) with the real engine,
// resolvers and socket context (api/ws_context.*) over a real store (fuzz_store.hpp).
//
// Input: messages separated by 0 bytes, fed to one socket in order. A message starting with '@'
// is instead an event on the bus, "@topic json". "%USER%" in a message or topic stands for the
// customer's user id ("@addresses:%USER% {...}"); in connection_init's payload the token
// "customer" stands for the signed-in customer's real token. Tasks the protocol posts run after
// each message, the expiry timer at the end, then the socket closes; all it sent must be JSON.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>

#include "api/ws_context.hpp"
#include "fuzz_store.hpp"
#include "graphql/ws_protocol.hpp"

namespace {

using namespace karyana;

class FuzzTransport : public graphql::WsTransport {
 public:
  void send(std::string text) override {
    if (closed) std::abort();  // nothing may follow a close
    boost::system::error_code ec;
    (void)boost::json::parse(text, ec);
    if (ec) std::abort();
  }
  void close(std::uint16_t code, std::string reason) override {
    if (reason.size() > 123) std::abort();  // a close frame's reason is at most 123 bytes
    closed = true;
  }
  void post(std::function<void()> task) override { tasks.push_back(std::move(task)); }
  void post_after(std::chrono::milliseconds, std::function<void()> task) override { timer = std::move(task); }

  void run_posted() {
    while (!tasks.empty()) {
      auto task = std::move(tasks.front());
      tasks.pop_front();
      task();
    }
  }

  bool closed = false;
  std::deque<std::function<void()>> tasks;
  std::function<void()> timer;
};

std::string member(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

void replace_all(std::string& s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto& store = fuzz::FuzzStore::get();
  const std::string customer_token = store.customer_token();
  const std::string customer_id = store.auth->tokens.authenticate(customer_token)->user_id;

  auto transport = std::make_shared<FuzzTransport>();
  auto factory = [&store, &customer_token](const boost::json::object& payload) -> std::shared_ptr<graphql::Context> {
    std::string token = member(payload, "token");
    if (token == "customer") token = customer_token;
    return std::make_shared<api::WsApiContext>(*store.services, "10.0.0.2", token, member(payload, "refresh-token"));
  };
  auto protocol = graphql::WsProtocol::create(*store.engine, store.pubsub, factory, transport);

  std::string_view rest(reinterpret_cast<const char*>(data), size);
  while (!rest.empty()) {
    const std::size_t zero = rest.find('\0');
    const std::string_view message = rest.substr(0, zero);
    rest = zero == std::string_view::npos ? std::string_view() : rest.substr(zero + 1);
    if (!message.empty() && message[0] == '@') {
      const std::size_t space = message.find(' ');
      std::string topic(message.substr(1, space == std::string_view::npos ? std::string_view::npos : space - 1));
      replace_all(topic, "%USER%", customer_id);
      boost::system::error_code ec;
      auto event = boost::json::parse(space == std::string_view::npos ? "null" : message.substr(space + 1), ec);
      if (!ec) store.pubsub.publish(topic, event);
    } else {
      std::string text(message);
      replace_all(text, "%USER%", customer_id);
      protocol->on_message(text);
    }
    transport->run_posted();
  }
  if (auto timer = std::move(transport->timer)) {
    timer();
    transport->run_posted();
  }
  protocol->on_init_timeout();
  protocol->on_close();
  if (protocol->active_operations() != 0) std::abort();  // closing unsubscribes everything
  return 0;
}

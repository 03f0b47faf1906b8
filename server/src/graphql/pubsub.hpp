// In-process publish/subscribe bus that domain code publishes to and websocket
// subscriptions listen on. Thread-safe; handlers run on the publisher's thread and must
// not block (the websocket transport posts the work to its own strand).
// Across instances on one PostgreSQL database, app/bridged_pubsub.hpp fans publishes out.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/json/value.hpp>

namespace karyana::graphql {

class PubSub {
 public:
  using Handler = std::function<void(const boost::json::value& event)>;
  using Token = std::uint64_t;

  virtual ~PubSub() = default;
  virtual Token subscribe(const std::string& topic, Handler handler);
  virtual void unsubscribe(Token token);
  virtual void publish(const std::string& topic, const boost::json::value& event);
  std::size_t subscriber_count(const std::string& topic) const;
  std::size_t subscription_count() const;   // on every topic (GET /metrics)
  std::vector<std::string> topics() const;  // those with a subscriber now

 private:
  mutable std::mutex mutex_;
  Token next_ = 1;
  std::unordered_map<std::string, std::map<Token, std::shared_ptr<Handler>>> by_topic_;
  std::unordered_map<Token, std::string> topic_of_;
};

}  // namespace karyana::graphql

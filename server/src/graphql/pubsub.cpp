#include "graphql/pubsub.hpp"

#include <vector>

namespace karyana::graphql {

PubSub::Token PubSub::subscribe(const std::string& topic, Handler handler) {
  std::lock_guard lock(mutex_);
  Token token = next_++;
  by_topic_[topic].emplace(token, std::make_shared<Handler>(std::move(handler)));
  topic_of_.emplace(token, topic);
  return token;
}

void PubSub::unsubscribe(Token token) {
  std::lock_guard lock(mutex_);
  auto it = topic_of_.find(token);
  if (it == topic_of_.end()) return;
  auto topic = by_topic_.find(it->second);
  if (topic != by_topic_.end()) {
    topic->second.erase(token);
    if (topic->second.empty()) by_topic_.erase(topic);
  }
  topic_of_.erase(it);
}

void PubSub::publish(const std::string& topic, const boost::json::value& event) {
  // Copy the handlers out so a handler may (un)subscribe without deadlocking.
  std::vector<std::shared_ptr<Handler>> handlers;
  {
    std::lock_guard lock(mutex_);
    auto it = by_topic_.find(topic);
    if (it == by_topic_.end()) return;
    for (auto& [token, h] : it->second) handlers.push_back(h);
  }
  for (auto& h : handlers) (*h)(event);
}

std::size_t PubSub::subscriber_count(const std::string& topic) const {
  std::lock_guard lock(mutex_);
  auto it = by_topic_.find(topic);
  return it == by_topic_.end() ? 0 : it->second.size();
}

std::vector<std::string> PubSub::topics() const {
  std::lock_guard lock(mutex_);
  std::vector<std::string> names;
  names.reserve(by_topic_.size());
  for (const auto& [topic, handlers] : by_topic_) names.push_back(topic);
  return names;
}

std::size_t PubSub::subscription_count() const {
  std::lock_guard lock(mutex_);
  return topic_of_.size();
}

}  // namespace karyana::graphql

#include "http/connection.hpp"

#include <chrono>
#include <ctime>
#include <string>
#include <vector>

namespace karyana::http {

void ConnectionRegistry::add(const std::shared_ptr<Connection>& c) {
  std::lock_guard lock(mutex_);
  open_.emplace(c.get(), c);
}

void ConnectionRegistry::remove(Connection* c) {
  std::lock_guard lock(mutex_);
  open_.erase(c);
  if (auto claim = claims_.find(c); claim != claims_.end()) {
    if (auto count = per_client_.find(claim->second); count != per_client_.end() && --count->second == 0)
      per_client_.erase(count);
    claims_.erase(claim);
  }
}

bool ConnectionRegistry::claim(Connection* c, const std::string& key, std::size_t max) {
  std::lock_guard lock(mutex_);
  if (claims_.contains(c)) return true;
  auto& count = per_client_[key];
  if (max > 0 && count >= max) {
    if (count == 0) per_client_.erase(key);
    return false;
  }
  ++count;
  claims_.emplace(c, key);
  return true;
}

std::size_t ConnectionRegistry::size() const {
  std::lock_guard lock(mutex_);
  return open_.size();
}

void ConnectionRegistry::shutdown_all() {
  std::vector<std::weak_ptr<Connection>> all;
  {
    std::lock_guard lock(mutex_);
    all.reserve(open_.size());
    for (auto& [ptr, weak] : open_) all.push_back(weak);
  }
  for (auto& weak : all)
    if (auto c = weak.lock()) c->shutdown();
}

const std::string& http_date_now() {
  thread_local std::time_t cached_second = 0;
  thread_local std::string cached;
  std::time_t now = std::time(nullptr);
  if (now != cached_second) {
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    cached = buf;
    cached_second = now;
  }
  return cached;
}

}  // namespace karyana::http

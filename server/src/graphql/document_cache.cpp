#include "graphql/document_cache.hpp"

namespace karyana::graphql::execution {

std::shared_ptr<const PreparedDocument> DocumentCache::find(std::string_view text) {
  std::lock_guard lock(mutex_);
  auto it = by_text_.find(text);
  if (it == by_text_.end()) return nullptr;
  lru_.splice(lru_.begin(), lru_, it->second);
  return it->second->doc;
}

std::shared_ptr<const PreparedDocument> DocumentCache::insert(std::string_view text,
                                                              std::shared_ptr<const PreparedDocument> doc) {
  if (capacity_ == 0) return doc;
  std::lock_guard lock(mutex_);
  if (auto it = by_text_.find(text); it != by_text_.end()) {
    lru_.splice(lru_.begin(), lru_, it->second);
    return it->second->doc;
  }
  lru_.push_front(Entry{std::string(text), std::move(doc)});
  by_text_.emplace(lru_.front().text, lru_.begin());
  while (lru_.size() > capacity_) {
    by_text_.erase(lru_.back().text);
    lru_.pop_back();
  }
  return lru_.front().doc;
}

std::size_t DocumentCache::size() const {
  std::lock_guard lock(mutex_);
  return lru_.size();
}

}  // namespace karyana::graphql::execution

// Thread-safe LRU of prepared documents keyed by their exact text. Internal to the engine.
#pragma once

#include <cstddef>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "graphql/engine.hpp"

namespace karyana::graphql::execution {

class DocumentCache {
 public:
  explicit DocumentCache(std::size_t capacity) : capacity_(capacity) {}

  // The cached document for `text` (now the most recently used), or nullptr.
  std::shared_ptr<const PreparedDocument> find(std::string_view text);

  // Caches `doc` for `text` and returns it; if another thread cached the same text first,
  // returns that one instead so every caller shares one document.
  std::shared_ptr<const PreparedDocument> insert(std::string_view text, std::shared_ptr<const PreparedDocument> doc);

  std::size_t size() const;

 private:
  struct Entry {
    std::string text;
    std::shared_ptr<const PreparedDocument> doc;
  };
  mutable std::mutex mutex_;
  std::size_t capacity_;
  std::list<Entry> lru_;                                                      // most recently used first
  std::unordered_map<std::string_view, std::list<Entry>::iterator> by_text_;  // views into lru_
};

}  // namespace karyana::graphql::execution

// A number that moves after every committed write to data the public catalogue answers read
// (products and their stock, categories, attributes, pictures, settings, home page, offers, content
// pages, search synonyms…). Caches of those answers (the GraphQL answer cache, the search route's)
// keep an answer only while the number is the one they read before computing it:
//
//   auto version = stores.catalogue_version().current();  // BEFORE reading the data
//   auto answer = compute();
//   cache.put(key, version, answer);  // useless once current() != version
//
// The store bumps it AFTER the write commits, so an answer computed from old data can only land
// under an old version, never under the new one.
#pragma once

#include <atomic>
#include <cstdint>

namespace karyana::store {

class CatalogueVersion {
 public:
  std::uint64_t current() const { return version_.load(std::memory_order_acquire); }
  // The store calls it after a commit that changed catalogue data (tests may too).
  void bump() { version_.fetch_add(1, std::memory_order_acq_rel); }

 private:
  std::atomic<std::uint64_t> version_{1};
};

}  // namespace karyana::store

// Answers of POST /api/search/queries kept by request body (issue 19). react-instantsearch sends
// the same bytes for the same page state, and every shopper opening /search or typing "mil" asks
// the same thing, so a repeated search skips the engine and the store: its answer is the same
// bytes as long as nothing it reads has changed.
//
// Never stale: an entry is valid only under the catalogue version it was computed from (the
// caller takes the version BEFORE computing, the store moves it AFTER every commit that touches a
// catalogue table, stock included), so an answer computed from old data can only land under an
// old version. The first call that sees a newer version drops every entry. Bounded in entries
// and bytes: the least recently used go first. Thread-safe.
//
//   SearchAnswers answers;
//   const auto version = catalogue_version.current();       // before computing
//   if (auto hit = answers.find(version, body)) return *hit;
//   answers.remember(version, body, compute(body));
#pragma once

#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace karyana::api {

struct SearchAnswerLimits {
  std::size_t max_entries = 2048;
  std::size_t max_bytes = 32u << 20;        // keys and answers together
  std::size_t max_key_bytes = 16u << 10;    // a larger request is answered but not kept
  std::size_t max_answer_bytes = 1u << 20;  // likewise a larger answer (hitsPerPage 1000)
};

class SearchAnswers {
 public:
  explicit SearchAnswers(SearchAnswerLimits limits = {});

  // The answer kept for `body` under `version`, or null.
  std::shared_ptr<const std::string> find(std::uint64_t version, std::string_view body);
  // Keeps an answer computed from data read at `version` (taken before computing). An answer
  // from an older version than the entries held is dropped.
  void remember(std::uint64_t version, std::string_view body, std::string answer);

  std::size_t entries() const;
  std::size_t bytes() const;

 private:
  struct Entry {
    std::string key;
    std::shared_ptr<const std::string> answer;
  };
  void start_version(std::uint64_t version);  // under mutex_
  void drop_oldest();                         // under mutex_

  SearchAnswerLimits limits_;
  mutable std::mutex mutex_;
  std::uint64_t version_ = 0;
  std::size_t bytes_ = 0;
  std::list<Entry> lru_;                                                    // newest first
  std::unordered_map<std::string_view, std::list<Entry>::iterator> index_;  // views of lru_'s keys
};

}  // namespace karyana::api

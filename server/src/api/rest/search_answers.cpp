#include "api/rest/search_answers.hpp"

#include <utility>

namespace karyana::api {

SearchAnswers::SearchAnswers(SearchAnswerLimits limits) : limits_(limits) {}

void SearchAnswers::start_version(std::uint64_t version) {
  index_.clear();
  lru_.clear();
  bytes_ = 0;
  version_ = version;
}

void SearchAnswers::drop_oldest() {
  const Entry& oldest = lru_.back();
  bytes_ -= oldest.key.size() + oldest.answer->size();
  index_.erase(std::string_view(oldest.key));
  lru_.pop_back();
}

std::shared_ptr<const std::string> SearchAnswers::find(std::uint64_t version, std::string_view body) {
  std::lock_guard lock(mutex_);
  if (version != version_) {
    if (version > version_) start_version(version);  // the catalogue moved on: nothing held is valid
    return nullptr;
  }
  auto it = index_.find(body);
  if (it == index_.end()) return nullptr;
  lru_.splice(lru_.begin(), lru_, it->second);
  return it->second->answer;
}

void SearchAnswers::remember(std::uint64_t version, std::string_view body, std::string answer) {
  if (body.size() > limits_.max_key_bytes || answer.size() > limits_.max_answer_bytes) return;
  const std::size_t size = body.size() + answer.size();
  if (size > limits_.max_bytes || limits_.max_entries == 0) return;
  auto shared = std::make_shared<const std::string>(std::move(answer));
  std::lock_guard lock(mutex_);
  if (version != version_) {
    if (version < version_) return;  // computed from data older than what the entries show
    start_version(version);
  }
  if (index_.count(body)) return;  // another request computed it meanwhile
  lru_.push_front({std::string(body), std::move(shared)});
  index_.emplace(std::string_view(lru_.front().key), lru_.begin());
  bytes_ += size;
  while (lru_.size() > limits_.max_entries || bytes_ > limits_.max_bytes) drop_oldest();
}

std::size_t SearchAnswers::entries() const {
  std::lock_guard lock(mutex_);
  return lru_.size();
}

std::size_t SearchAnswers::bytes() const {
  std::lock_guard lock(mutex_);
  return bytes_;
}

}  // namespace karyana::api

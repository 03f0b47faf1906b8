#include "http/work_pool.hpp"

#include <algorithm>
#include <exception>

#include <spdlog/spdlog.h>

namespace karyana::http {

unsigned work_thread_count(unsigned configured) {
  if (configured > 0) return configured;
  return std::max(2u, std::thread::hardware_concurrency());
}

WorkPool::WorkPool(unsigned threads, std::size_t queue_limit) : queue_limit_(queue_limit) {
  const unsigned n = work_thread_count(threads);
  threads_.reserve(n);
  for (unsigned i = 0; i < n; ++i) threads_.emplace_back([this] { work(); });
}

WorkPool::~WorkPool() { stop(); }

bool WorkPool::try_submit(std::function<void()>& task) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ || queue_.size() >= queue_limit_) return false;
    queue_.push_back(std::move(task));
  }
  wake_.notify_one();
  return true;
}

std::size_t WorkPool::waiting() const {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

bool WorkPool::stopping() const {
  std::lock_guard lock(mutex_);
  return stopping_;
}

void WorkPool::stop() {
  std::deque<std::function<void()>> dropped;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  {
    std::lock_guard lock(mutex_);
    dropped.swap(queue_);
  }
  // Destroyed here, outside the lock: a task may own the last reference to a connection.
  dropped.clear();
}

void WorkPool::work() {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      task();
    } catch (const std::exception& e) {
      spdlog::error("work pool task failed: {}", e.what());
    } catch (...) {
      spdlog::error("work pool task failed");
    }
  }
}

}  // namespace karyana::http

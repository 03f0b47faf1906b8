// The worker pool for slow requests (issue 15): Argon2id sign-ins and registrations, picture
// decoding, password resets. The I/O threads hand such work here and go back to serving every
// other connection, so /healthz and cheap reads stay fast during a burst of slow ones.
//
// Bounded: at most `queue_limit` tasks wait for a thread; a task beyond that is refused at
// once (the caller answers 503 with Retry-After) instead of piling up memory and latency.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace karyana::http {

// The answer to a request refused because the pool is full (HTTP 503 with Retry-After; over a
// websocket, an error with extensions.code SERVER_BUSY in the same words).
inline constexpr const char* kBusyMessage = "The server is busy. Please try again in a moment.";
inline constexpr int kBusyRetrySeconds = 1;

// Which threads answer a request: its I/O thread; the work pool (CPU-heavy: Argon2id,
// pictures); or the commit pool, whose threads mostly wait for a group commit's fsync (placing
// an order), so many orders can share one commit while the I/O threads keep serving.
enum class Lane { io, work, commit };

class WorkPool {
 public:
  // `threads` 0 means max(2, cores).
  WorkPool(unsigned threads, std::size_t queue_limit);
  ~WorkPool();  // stop()
  WorkPool(const WorkPool&) = delete;
  WorkPool& operator=(const WorkPool&) = delete;

  // Queues `task` for a worker thread; false (and `task` untouched, not run) when
  // queue_limit tasks are already waiting or the pool has stopped. A task's exceptions are
  // logged and swallowed. Thread-safe.
  bool try_submit(std::function<void()>& task);
  bool try_submit(std::function<void()>&& task) { return try_submit(task); }

  // Refuses new tasks, lets the running ones finish, joins the threads and drops (destroys
  // without running) the tasks that never started. Idempotent; call from outside the pool.
  void stop();

  unsigned threads() const { return static_cast<unsigned>(threads_.size()); }
  std::size_t queue_limit() const { return queue_limit_; }
  std::size_t waiting() const;  // tasks queued, not yet started
  bool stopping() const;        // stop() has begun: no task is taken any more

 private:
  void work();

  const std::size_t queue_limit_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

// max(2, cores) when `configured` is 0.
unsigned work_thread_count(unsigned configured);

}  // namespace karyana::http

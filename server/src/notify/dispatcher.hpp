// Delivers the outbox: a background thread claims due messages and hands them to the sender;
// a failure leaves the message in the outbox with a backoff (OutboxStore::mark_failed).
//
//   Dispatcher dispatcher(*outbox, *sender);
//   dispatcher.start();     // wakes on every enqueue and polls every few seconds
//   ...
//   dispatcher.stop();      // finishes what it holds, one last pass over due messages, joins
//
// Tests drive it synchronously with dispatch_due_once(now) instead of start().
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "notify/sender.hpp"
#include "store/outbox_store.hpp"

namespace karyana::notify {

struct DispatcherOptions {
  std::chrono::milliseconds poll_interval{3000};  // catches retries that come due
  int batch_size = 10;                            // messages claimed per pass
  // A claimed message is due again after this (a crashed worker's messages come back). It must
  // outlast a batch of slow sends: 10 × the senders' 15–20 s timeouts.
  std::chrono::seconds lease{300};
};

class Dispatcher {
 public:
  using Clock = std::chrono::system_clock;

  Dispatcher(store::OutboxStore& outbox, Sender& sender, DispatcherOptions options = {});
  ~Dispatcher();  // stop()
  Dispatcher(const Dispatcher&) = delete;
  Dispatcher& operator=(const Dispatcher&) = delete;

  // start() and stop() belong to the owner's thread (not meant to race each other).
  // Starts the worker thread and listens to the store's enqueues. Does nothing if running.
  void start();
  // Stops listening, lets the worker finish the batch in hand and make one last pass over the
  // messages due now, then joins. Unsent messages stay in the outbox for the next start.
  void stop();
  // Asks the worker for a pass now (the store's enqueue listener calls this).
  void wake();

  // One synchronous pass: claims due messages (batch after batch until none are due at `now`)
  // and sends them; returns how many were sent. Store errors propagate.
  int dispatch_due_once(Clock::time_point now = Clock::now());

 private:
  void run();
  // Sends one claimed message and records the outcome; true when sent.
  bool deliver(const Message& message, Clock::time_point now);

  store::OutboxStore& outbox_;
  Sender& sender_;
  DispatcherOptions options_;

  std::mutex mutex_;
  std::condition_variable wakeup_;
  bool woken_ = false;
  bool stopping_ = false;
  std::thread worker_;
};

}  // namespace karyana::notify

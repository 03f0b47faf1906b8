#include "notify/dispatcher.hpp"

#include <spdlog/spdlog.h>
#include <algorithm>
#include <exception>

#include "metrics/karyana_metrics.hpp"

namespace karyana::notify {

Dispatcher::Dispatcher(store::OutboxStore& outbox, Sender& sender, DispatcherOptions options)
    : outbox_(outbox), sender_(sender), options_(options) {}

Dispatcher::~Dispatcher() { stop(); }

void Dispatcher::start() {
  // Messages sent before bodies were blanked on sending lose their text now (a no-op after).
  if (auto blanked = outbox_.blank_sent_bodies(); blanked > 0)
    spdlog::info("outbox: blanked the text of {} sent messages", blanked);
  // Listening first, so no enqueue falls between the first pass and the listener. Outside
  // mutex_: enqueue() calls the listener (and so wake()) under the store's listener lock.
  outbox_.set_enqueue_listener([this] { wake(); });
  std::lock_guard lock(mutex_);
  if (worker_.joinable()) return;
  stopping_ = false;
  woken_ = true;  // a first pass at once: messages left by the last run
  worker_ = std::thread([this] { run(); });
}

void Dispatcher::stop() {
  {
    std::lock_guard lock(mutex_);
    if (!worker_.joinable()) return;
    stopping_ = true;
  }
  outbox_.set_enqueue_listener({});
  wakeup_.notify_all();
  worker_.join();
}

void Dispatcher::wake() {
  {
    std::lock_guard lock(mutex_);
    woken_ = true;
  }
  wakeup_.notify_all();
}

int Dispatcher::dispatch_due_once(Clock::time_point now) {
  int sent = 0;
  // Batch after batch; a message that fails is pushed into the future, so this ends.
  for (;;) {
    auto batch = outbox_.claim_due(now, options_.batch_size, options_.lease);
    for (const auto& message : batch)
      if (deliver(message, now)) ++sent;
    if (static_cast<int>(batch.size()) < options_.batch_size) return sent;
  }
}

bool Dispatcher::deliver(const Message& message, Clock::time_point now) {
  std::string error;
  try {
    sender_.send(message);
  } catch (const std::exception& e) {
    error = e.what();
  } catch (...) {
    error = "unknown error";
  }
  if (error.empty()) {
    outbox_.mark_sent(message.id, Clock::now());
    metrics::outbox_sent().add();
    return true;
  }
  metrics::outbox_failures().add();
  // A failed try counts from when it failed (now may be a test's clock, so the later of the two).
  auto failed_at = std::max(now, Clock::now());
  outbox_.mark_failed(message.id, error, failed_at);
  spdlog::warn("outbox: {} to {} not sent (attempt {}): {}", store::to_string(message.channel), message.to,
               message.attempts + 1, error);
  return false;
}

void Dispatcher::run() {
  for (;;) {
    bool last_pass = false;
    {
      std::unique_lock lock(mutex_);
      wakeup_.wait_for(lock, options_.poll_interval, [this] { return woken_ || stopping_; });
      woken_ = false;
      last_pass = stopping_;
    }
    try {
      dispatch_due_once(Clock::now());
    } catch (const std::exception& e) {
      // The store was busy or failing; the messages are still there for the next pass.
      spdlog::error("outbox: dispatch pass failed: {}", e.what());
    }
    if (last_pass) return;
  }
}

}  // namespace karyana::notify

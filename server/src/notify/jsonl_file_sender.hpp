// The default sender for a store on one machine: appends one JSON line per message,
// {"channel","to","subject","body","created_at"}, to a file (normally <data dir>/outbox.jsonl)
// and logs that it did. The line is written with one write() on an O_APPEND file and fsync'ed
// before send() returns, so a sent message is on disk.
#pragma once

#include <mutex>
#include <string>

#include "notify/sender.hpp"

namespace karyana::notify {

class JsonlFileSender final : public Sender {
 public:
  explicit JsonlFileSender(std::string path);
  void send(const Message& message) override;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::mutex mutex_;
};

// The line written for a message (without the newline).
std::string outbox_json_line(const Message& message);

}  // namespace karyana::notify

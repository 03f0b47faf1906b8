#include "notify/jsonl_file_sender.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <spdlog/spdlog.h>
#include <boost/json.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>

namespace karyana::notify {

namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw SendError(what + " " + path + ": " + std::strerror(errno));
}

// Closes the descriptor on every path out.
struct FileDescriptor {
  int fd;
  ~FileDescriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string outbox_json_line(const Message& message) {
  boost::json::object line;
  line["channel"] = std::string(store::to_string(message.channel));
  line["to"] = message.to;
  line["subject"] = message.subject;
  line["body"] = message.body;
  line["created_at"] = message.created_at;
  return boost::json::serialize(line);
}

JsonlFileSender::JsonlFileSender(std::string path) : path_(std::move(path)) {}

void JsonlFileSender::send(const Message& message) {
  std::string line = outbox_json_line(message) + "\n";
  std::lock_guard lock(mutex_);
  auto parent = std::filesystem::path(path_).parent_path();
  if (!parent.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(parent, ec);
  }
  FileDescriptor file{::open(path_.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0640)};
  if (file.fd < 0) fail("cannot open", path_);
  // One write() for the whole line keeps lines whole even if another process appends too;
  // the loop only covers a short write (disk full, signal).
  const char* data = line.data();
  size_t left = line.size();
  while (left > 0) {
    ssize_t n = ::write(file.fd, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot append to", path_);
    }
    data += n;
    left -= static_cast<size_t>(n);
  }
  if (::fsync(file.fd) != 0) fail("cannot fsync", path_);
  // The body is not logged: it holds verification and reset codes.
  spdlog::info("outbox: {} to {} written to {} (id {}, {} characters)", store::to_string(message.channel), message.to,
               path_, message.id, message.body.size());
}

}  // namespace karyana::notify

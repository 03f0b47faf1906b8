// A tiny TCP server on 127.0.0.1 with a port the OS picks: it accepts one connection and runs
// a handler on it in a thread, so tests can play an HTTP gateway or an SMTP server.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <thread>

namespace karyana::test {

class Connection {
 public:
  explicit Connection(int fd) : fd_(fd) {}
  // One line without its CRLF; "" at end of stream.
  std::string read_line() {
    std::string line;
    for (;;) {
      auto pos = buffer_.find("\r\n");
      if (pos != std::string::npos) {
        line = buffer_.substr(0, pos);
        buffer_.erase(0, pos + 2);
        return line;
      }
      if (!fill()) {
        line.swap(buffer_);
        return line;
      }
    }
  }
  std::string read_bytes(size_t n) {
    while (buffer_.size() < n && fill()) {
    }
    std::string out = buffer_.substr(0, n);
    buffer_.erase(0, out.size());
    return out;
  }
  void write(const std::string& text) {
    size_t done = 0;
    while (done < text.size()) {
      ssize_t n = ::send(fd_, text.data() + done, text.size() - done, MSG_NOSIGNAL);
      if (n <= 0) return;
      done += static_cast<size_t>(n);
    }
  }

 private:
  bool fill() {
    char chunk[4096];
    ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) return false;
    buffer_.append(chunk, static_cast<size_t>(n));
    return true;
  }
  int fd_;
  std::string buffer_;
};

class LocalServer {
 public:
  explicit LocalServer(std::function<void(Connection&)> handler) {
    listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
    if (listener_ < 0) throw std::runtime_error("socket");
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    if (::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || ::listen(listener_, 4) != 0)
      throw std::runtime_error("bind/listen");
    socklen_t length = sizeof address;
    ::getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &length);
    port_ = ntohs(address.sin_port);
    thread_ = std::thread([this, handler = std::move(handler)] {
      int fd = ::accept(listener_, nullptr, nullptr);
      if (fd < 0) return;
      Connection connection(fd);
      handler(connection);
      ::close(fd);
    });
  }
  ~LocalServer() {
    // Unblocks accept() if no client came.
    ::shutdown(listener_, SHUT_RDWR);
    if (thread_.joinable()) thread_.join();
    ::close(listener_);
  }
  int port() const { return port_; }

 private:
  int listener_ = -1;
  int port_ = 0;
  std::thread thread_;
};

}  // namespace karyana::test

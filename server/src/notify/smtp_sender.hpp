// Sends e-mail through an SMTP server with libcurl: smtps://host:465 (TLS from the start) or
// smtp://host:587 (STARTTLS when offered; required when a user name is set, so a password
// never crosses the network in clear). Plain-text UTF-8 messages.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "notify/sender.hpp"

namespace karyana::notify {

struct SmtpConfig {
  std::string url;       // "smtps://mail.example.com:465" or "smtp://mail.example.com:587"
  std::string from;      // "no-reply@example.com" or "Karyana <no-reply@example.com>"
  std::string user;      // optional
  std::string password;  // optional
  long timeout_seconds = 20;
};

class SmtpSender final : public Sender {
 public:
  explicit SmtpSender(SmtpConfig config);
  void send(const Message& message) override;

 private:
  SmtpConfig config_;
};

// The RFC 5322 message handed to the server: headers (Date, From, To, Subject — RFC 2047
// encoded when not plain ASCII —, Message-ID, MIME) and the body with CRLF line ends.
// Throws SendError if `from`, `to` or the subject holds a line break (header injection).
std::string build_smtp_payload(const Message& message, std::string_view from,
                               std::chrono::system_clock::time_point date);

// The bare address of "Name <a@b>" (or the text itself when there are no angle brackets).
std::string mailbox_address(std::string_view from);

}  // namespace karyana::notify

// Which sender delivers each channel. With nothing configured both SMS and e-mail go to the
// JSON-lines file <data dir>/outbox.jsonl; KARYANA_MAIL_URL switches e-mail to SMTP and
// KARYANA_SMS_URL switches SMS to an HTTP gateway.
#pragma once

#include <memory>
#include <string>

#include "notify/sender.hpp"

namespace karyana::notify {

struct NotifyConfig {
  std::string outbox_path;    // the JSONL file (default <data dir>/outbox.jsonl)
  std::string mail_url;       // KARYANA_MAIL_URL: smtp(s)://host:port; empty = JSONL
  std::string mail_from;      // KARYANA_MAIL_FROM (default "Karyana <no-reply@localhost>")
  std::string mail_user;      // KARYANA_MAIL_USER
  std::string mail_password;  // KARYANA_MAIL_PASSWORD
  std::string sms_url;        // KARYANA_SMS_URL: template with {to} and {text}; empty = JSONL
  std::string sms_body;       // KARYANA_SMS_BODY: POST form body template; empty = GET
};

// Reads the KARYANA_MAIL_* and KARYANA_SMS_* variables; outbox_path = <data_dir>/outbox.jsonl.
NotifyConfig from_env(const std::string& data_dir);

// One sender for both channels, routing each message by its channel to the configured sender.
std::unique_ptr<Sender> make_sender(const NotifyConfig& config);

// Routes sms to one sender and email to another (both may be the same object).
class ChannelRouter final : public Sender {
 public:
  ChannelRouter(std::shared_ptr<Sender> sms, std::shared_ptr<Sender> email)
      : sms_(std::move(sms)), email_(std::move(email)) {}
  void send(const Message& message) override {
    (message.channel == MessageChannel::email ? *email_ : *sms_).send(message);
  }
  Sender& sms() { return *sms_; }
  Sender& email() { return *email_; }

 private:
  std::shared_ptr<Sender> sms_;
  std::shared_ptr<Sender> email_;
};

}  // namespace karyana::notify

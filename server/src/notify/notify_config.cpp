#include "notify/notify_config.hpp"

#include <spdlog/spdlog.h>
#include <cstdlib>
#include <utility>

#include "notify/http_sms_sender.hpp"
#include "notify/jsonl_file_sender.hpp"
#include "notify/smtp_sender.hpp"

namespace karyana::notify {

namespace {

std::string env_or(const char* name, std::string fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::string(value) : std::move(fallback);
}

}  // namespace

NotifyConfig from_env(const std::string& data_dir) {
  NotifyConfig c;
  c.outbox_path = (data_dir.empty() ? std::string(".") : data_dir) + "/outbox.jsonl";
  c.mail_url = env_or("KARYANA_MAIL_URL", "");
  c.mail_from = env_or("KARYANA_MAIL_FROM", "Karyana <no-reply@localhost>");
  c.mail_user = env_or("KARYANA_MAIL_USER", "");
  c.mail_password = env_or("KARYANA_MAIL_PASSWORD", "");
  c.sms_url = env_or("KARYANA_SMS_URL", "");
  c.sms_body = env_or("KARYANA_SMS_BODY", "");
  return c;
}

std::unique_ptr<Sender> make_sender(const NotifyConfig& config) {
  std::shared_ptr<Sender> file;
  auto jsonl = [&] {
    if (!file) file = std::make_shared<JsonlFileSender>(config.outbox_path);
    return file;
  };
  std::shared_ptr<Sender> email;
  if (config.mail_url.empty()) {
    email = jsonl();
  } else {
    email = std::make_shared<SmtpSender>(
        SmtpConfig{config.mail_url, config.mail_from, config.mail_user, config.mail_password});
  }
  std::shared_ptr<Sender> sms;
  if (config.sms_url.empty()) {
    sms = jsonl();
  } else {
    sms = std::make_shared<HttpSmsSender>(HttpSmsConfig{config.sms_url, config.sms_body});
  }
  spdlog::info("notify: e-mail via {}, SMS via {}", config.mail_url.empty() ? config.outbox_path : "SMTP",
               config.sms_url.empty() ? config.outbox_path : "HTTP gateway");
  return std::make_unique<ChannelRouter>(std::move(sms), std::move(email));
}

}  // namespace karyana::notify

// Sends SMS through an HTTP gateway: a URL template with {to} and {text}, both url-encoded
// when filled in. GET by default; with a body template, a POST of that form body
// (application/x-www-form-urlencoded, same placeholders). Any 2xx answer counts as delivered.
#pragma once

#include <string>
#include <string_view>

#include "notify/sender.hpp"

namespace karyana::notify {

struct HttpSmsConfig {
  std::string url_template;   // e.g. "https://gateway.example/send?to={to}&text={text}"
  std::string body_template;  // empty: GET; otherwise POST, e.g. "to={to}&message={text}"
  long timeout_seconds = 15;
};

class HttpSmsSender final : public Sender {
 public:
  explicit HttpSmsSender(HttpSmsConfig config);
  void send(const Message& message) override;

 private:
  HttpSmsConfig config_;
};

// Replaces every {to} and {text} in the template with the url-encoded values.
std::string fill_sms_template(std::string_view tmpl, std::string_view to, std::string_view text);

}  // namespace karyana::notify

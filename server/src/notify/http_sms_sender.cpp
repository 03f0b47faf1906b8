#include "notify/http_sms_sender.hpp"

#include <algorithm>

#include "notify/curl_support.hpp"

namespace karyana::notify {

namespace {

// Keeps the start of the gateway's answer for the error message.
size_t keep_some(char* data, size_t size, size_t count, void* user) {
  auto* out = static_cast<std::string*>(user);
  size_t n = size * count;
  if (out->size() < 300) out->append(data, std::min(n, 300 - out->size()));
  return n;
}

}  // namespace

std::string fill_sms_template(std::string_view tmpl, std::string_view to, std::string_view text) {
  std::string out;
  out.reserve(tmpl.size() + to.size() * 3 + text.size() * 3);
  size_t i = 0;
  while (i < tmpl.size()) {
    if (tmpl.compare(i, 4, "{to}") == 0) {
      out += url_encode(to);
      i += 4;
    } else if (tmpl.compare(i, 6, "{text}") == 0) {
      out += url_encode(text);
      i += 6;
    } else {
      out += tmpl[i++];
    }
  }
  return out;
}

HttpSmsSender::HttpSmsSender(HttpSmsConfig config) : config_(std::move(config)) {}

void HttpSmsSender::send(const Message& message) {
  if (message.channel != MessageChannel::sms) throw SendError("the SMS gateway sends only SMS");
  std::string url = fill_sms_template(config_.url_template, message.to, message.body);
  std::string body;
  std::string answer;
  CurlEasy curl = make_curl_easy();
  CURL* h = curl.get();
  check_curl(curl_easy_setopt(h, CURLOPT_URL, url.c_str()), "SMS gateway URL");
  curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(h, CURLOPT_TIMEOUT, config_.timeout_seconds);
  curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, keep_some);
  curl_easy_setopt(h, CURLOPT_WRITEDATA, &answer);
  if (!config_.body_template.empty()) {
    body = fill_sms_template(config_.body_template, message.to, message.body);
    curl_easy_setopt(h, CURLOPT_POST, 1L);
    curl_easy_setopt(h, CURLOPT_POSTFIELDS, body.c_str());
    curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  }
  check_curl(curl_easy_perform(h), "SMS gateway");
  long status = 0;
  curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
  if (status < 200 || status > 299)
    throw SendError("SMS gateway answered HTTP " + std::to_string(status) + ": " + answer);
}

}  // namespace karyana::notify

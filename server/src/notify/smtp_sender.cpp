#include "notify/smtp_sender.hpp"

#include <algorithm>
#include <cstring>
#include <ctime>

#include "notify/curl_support.hpp"

namespace karyana::notify {

namespace {

void refuse_line_breaks(std::string_view value, const char* field) {
  if (value.find_first_of("\r\n") != std::string_view::npos)
    throw SendError(std::string("line break in e-mail ") + field);
}

bool plain_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char ch) {
    return static_cast<unsigned char>(ch) >= 0x20 && static_cast<unsigned char>(ch) < 0x7f;
  });
}

std::string base64(std::string_view data) {
  static constexpr char table[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  size_t i = 0;
  for (; i + 2 < data.size(); i += 3) {
    unsigned n = (static_cast<unsigned char>(data[i]) << 16) | (static_cast<unsigned char>(data[i + 1]) << 8) |
                 static_cast<unsigned char>(data[i + 2]);
    out += table[(n >> 18) & 63];
    out += table[(n >> 12) & 63];
    out += table[(n >> 6) & 63];
    out += table[n & 63];
  }
  if (i < data.size()) {
    unsigned n = static_cast<unsigned char>(data[i]) << 16;
    if (i + 1 < data.size()) n |= static_cast<unsigned char>(data[i + 1]) << 8;
    out += table[(n >> 18) & 63];
    out += table[(n >> 12) & 63];
    out += i + 1 < data.size() ? table[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::string rfc5322_date(std::chrono::system_clock::time_point time) {
  std::time_t t = std::chrono::system_clock::to_time_t(time);
  std::tm tm{};
  gmtime_r(&t, &tm);
  static constexpr const char* days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                           "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%s, %02d %s %04d %02d:%02d:%02d +0000", days[tm.tm_wday], tm.tm_mday,
                months[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
  return buffer;
}

// Every line end becomes CRLF, as SMTP wants (libcurl itself doubles a leading '.').
std::string crlf_lines(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    char ch = text[i];
    if (ch == '\r') {
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
      out += "\r\n";
    } else if (ch == '\n') {
      out += "\r\n";
    } else {
      out += ch;
    }
  }
  if (out.size() < 2 || out.compare(out.size() - 2, 2, "\r\n") != 0) out += "\r\n";
  return out;
}

// libcurl pulls the payload through this callback.
struct Upload {
  std::string_view data;
  size_t offset = 0;
};

size_t read_payload(char* buffer, size_t size, size_t count, void* user) {
  auto* upload = static_cast<Upload*>(user);
  size_t n = std::min(size * count, upload->data.size() - upload->offset);
  std::memcpy(buffer, upload->data.data() + upload->offset, n);
  upload->offset += n;
  return n;
}

}  // namespace

std::string mailbox_address(std::string_view from) {
  auto open = from.rfind('<');
  auto close = from.rfind('>');
  if (open != std::string_view::npos && close != std::string_view::npos && close > open)
    return std::string(from.substr(open + 1, close - open - 1));
  return std::string(from);
}

std::string build_smtp_payload(const Message& message, std::string_view from,
                               std::chrono::system_clock::time_point date) {
  refuse_line_breaks(from, "sender");
  refuse_line_breaks(message.to, "recipient");
  refuse_line_breaks(message.subject, "subject");
  std::string subject = plain_ascii(message.subject) ? message.subject : "=?UTF-8?B?" + base64(message.subject) + "?=";
  std::string domain = mailbox_address(from);
  domain = domain.find('@') != std::string::npos ? domain.substr(domain.find('@') + 1) : "karyana";
  std::string payload;
  payload += "Date: " + rfc5322_date(date) + "\r\n";
  payload += "From: " + std::string(from) + "\r\n";
  payload += "To: <" + message.to + ">\r\n";
  payload += "Subject: " + subject + "\r\n";
  payload += "Message-ID: <" + message.id + "@" + domain + ">\r\n";
  payload += "MIME-Version: 1.0\r\n";
  payload += "Content-Type: text/plain; charset=UTF-8\r\n";
  payload += "Content-Transfer-Encoding: 8bit\r\n";
  payload += "\r\n";
  payload += crlf_lines(message.body);
  return payload;
}

SmtpSender::SmtpSender(SmtpConfig config) : config_(std::move(config)) {}

void SmtpSender::send(const Message& message) {
  if (message.channel != MessageChannel::email) throw SendError("the SMTP sender sends only e-mail");
  std::string payload = build_smtp_payload(message, config_.from, std::chrono::system_clock::now());
  std::string envelope_from = "<" + mailbox_address(config_.from) + ">";
  std::string envelope_to = "<" + message.to + ">";
  Upload upload{payload};

  CurlEasy curl = make_curl_easy();
  CURL* h = curl.get();
  check_curl(curl_easy_setopt(h, CURLOPT_URL, config_.url.c_str()), "SMTP URL");
  curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
  curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(h, CURLOPT_TIMEOUT, config_.timeout_seconds);
  curl_easy_setopt(h, CURLOPT_USE_SSL, config_.user.empty() ? CURLUSESSL_TRY : CURLUSESSL_ALL);
  if (!config_.user.empty()) {
    curl_easy_setopt(h, CURLOPT_USERNAME, config_.user.c_str());
    curl_easy_setopt(h, CURLOPT_PASSWORD, config_.password.c_str());
  }
  curl_easy_setopt(h, CURLOPT_MAIL_FROM, envelope_from.c_str());
  curl_slist* recipients = curl_slist_append(nullptr, envelope_to.c_str());
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> recipients_guard(recipients, curl_slist_free_all);
  curl_easy_setopt(h, CURLOPT_MAIL_RCPT, recipients);
  curl_easy_setopt(h, CURLOPT_READFUNCTION, read_payload);
  curl_easy_setopt(h, CURLOPT_READDATA, &upload);
  curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
  check_curl(curl_easy_perform(h), "SMTP");
}

}  // namespace karyana::notify

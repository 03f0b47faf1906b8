// The senders: the HTTP SMS gateway and SMTP against local listeners, the payloads, the
// configuration that picks them.
#include <gtest/gtest.h>

#include <cstdlib>

#include "local_server.hpp"
#include "notify/curl_support.hpp"
#include "notify/http_sms_sender.hpp"
#include "notify/jsonl_file_sender.hpp"
#include "notify/notify_config.hpp"
#include "notify/smtp_sender.hpp"
#include "store/clock.hpp"

using namespace karyana::notify;
using karyana::test::Connection;
using karyana::test::LocalServer;

namespace {

Message sms(const std::string& to, const std::string& body) {
  Message m;
  m.id = "65a1b2c3d4e5f60718293a4b";
  m.channel = MessageChannel::sms;
  m.to = to;
  m.body = body;
  m.created_at = "2026-01-02T03:04:05.006Z";
  return m;
}

Message email(const std::string& to, const std::string& subject, const std::string& body) {
  Message m = sms(to, body);
  m.channel = MessageChannel::email;
  m.subject = subject;
  return m;
}

HttpSmsConfig gateway(std::string url, std::string body = "") {
  HttpSmsConfig config;
  config.url_template = std::move(url);
  config.body_template = std::move(body);
  config.timeout_seconds = 10;
  return config;
}

struct HttpRequest {
  std::string request_line;
  std::string body;
};

// Reads one HTTP/1.1 request and answers with `status`.
std::function<void(Connection&)> http_gateway(HttpRequest& seen, int status) {
  return [&seen, status](Connection& c) {
    seen.request_line = c.read_line();
    size_t length = 0;
    for (std::string header = c.read_line(); !header.empty(); header = c.read_line()) {
      std::string lower;
      for (char ch : header) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (lower.rfind("content-length:", 0) == 0) length = std::stoul(header.substr(15));
    }
    seen.body = c.read_bytes(length);
    std::string text = status == 200 ? "OK" : "quota exceeded";
    c.write("HTTP/1.1 " + std::to_string(status) + " X\r\nContent-Length: " + std::to_string(text.size()) +
            "\r\nConnection: close\r\n\r\n" + text);
  };
}

class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value)
      ::setenv(name, value, 1);
    else
      ::unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_)
      ::setenv(name_, old_->c_str(), 1);
    else
      ::unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace

TEST(UrlEncode, KeepsOnlyUnreservedCharacters) {
  EXPECT_EQ(url_encode("AZaz09-._~"), "AZaz09-._~");
  EXPECT_EQ(url_encode("+92 300&x=1/ü"), "%2B92%20300%26x%3D1%2F%C3%BC");
  EXPECT_EQ(fill_sms_template("https://g/send?to={to}&msg={text}&again={to}", "+923001234567", "a b"),
            "https://g/send?to=%2B923001234567&msg=a%20b&again=%2B923001234567");
  EXPECT_EQ(fill_sms_template("{tox}{text", "1", "2"), "{tox}{text");
}

TEST(HttpSmsSender, GetsTheTemplateUrlWithToAndTextEncoded) {
  HttpRequest seen;
  LocalServer server(http_gateway(seen, 200));
  HttpSmsSender sender(
      gateway("http://127.0.0.1:" + std::to_string(server.port()) + "/send?to={to}&text={text}&key=k1"));
  sender.send(sms("+923001234567", "Your code is 4821 & welcome/ü"));
  EXPECT_EQ(seen.request_line,
            "GET /send?to=%2B923001234567&text=Your%20code%20is%204821%20%26%20welcome%2F%C3%BC&key=k1 HTTP/1.1");
}

TEST(HttpSmsSender, PostsTheBodyTemplateWhenGiven) {
  HttpRequest seen;
  LocalServer server(http_gateway(seen, 200));
  HttpSmsSender sender(
      gateway("http://127.0.0.1:" + std::to_string(server.port()) + "/api/sms", "number={to}&message={text}"));
  sender.send(sms("+923001234567", "code=4821"));
  EXPECT_EQ(seen.request_line, "POST /api/sms HTTP/1.1");
  EXPECT_EQ(seen.body, "number=%2B923001234567&message=code%3D4821");
}

TEST(HttpSmsSender, ANon2xxAnswerIsAFailure) {
  HttpRequest seen;
  LocalServer server(http_gateway(seen, 503));
  HttpSmsSender sender(gateway("http://127.0.0.1:" + std::to_string(server.port()) + "/send?to={to}&text={text}"));
  try {
    sender.send(sms("+923001234567", "4821"));
    FAIL() << "expected SendError";
  } catch (const SendError& e) {
    EXPECT_NE(std::string(e.what()).find("503"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("quota exceeded"), std::string::npos);
  }
}

TEST(HttpSmsSender, AnUnreachableGatewayIsAFailure) {
  int port;
  {
    LocalServer closed([](Connection&) {});
    port = closed.port();
  }
  HttpSmsSender sender(gateway("http://127.0.0.1:" + std::to_string(port) + "/send?to={to}&text={text}"));
  EXPECT_THROW(sender.send(sms("+923001234567", "4821")), SendError);
}

TEST(HttpSmsSender, RefusesEmail) {
  HttpSmsSender sender(gateway("http://127.0.0.1:9/{to}"));
  EXPECT_THROW(sender.send(email("a@example.com", "s", "b")), SendError);
}

TEST(SmtpPayload, HasTheHeadersAndACrlfBody) {
  auto date = *karyana::store::from_iso("2026-11-23T02:22:33.000Z");
  auto payload = build_smtp_payload(email("ali@example.com", "Password reset", "Code: 123456\nBye"),
                                    "Karyana <no-reply@karyana.pk>", date);
  EXPECT_EQ(payload,
            "Date: Mon, 23 Nov 2026 02:22:33 +0000\r\n"
            "From: Karyana <no-reply@karyana.pk>\r\n"
            "To: <ali@example.com>\r\n"
            "Subject: Password reset\r\n"
            "Message-ID: <65a1b2c3d4e5f60718293a4b@karyana.pk>\r\n"
            "MIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=UTF-8\r\n"
            "Content-Transfer-Encoding: 8bit\r\n"
            "\r\n"
            "Code: 123456\r\nBye\r\n");
}

TEST(SmtpPayload, EncodesANonAsciiSubjectAndRefusesHeaderInjection) {
  auto now = std::chrono::system_clock::now();
  auto payload = build_smtp_payload(email("a@example.com", "Kōd", "b"), "x@y.pk", now);
  EXPECT_NE(payload.find("Subject: =?UTF-8?B?S8WNZA==?=\r\n"), std::string::npos);
  EXPECT_THROW(build_smtp_payload(email("a@example.com", "Hi\r\nBcc: evil@x.com", "b"), "x@y.pk", now), SendError);
  EXPECT_THROW(build_smtp_payload(email("a@example.com\nBcc: e@x.com", "Hi", "b"), "x@y.pk", now), SendError);
  EXPECT_EQ(mailbox_address("Karyana <no-reply@karyana.pk>"), "no-reply@karyana.pk");
  EXPECT_EQ(mailbox_address("no-reply@karyana.pk"), "no-reply@karyana.pk");
}

TEST(SmtpSender, TalksSmtpToALocalServer) {
  std::vector<std::string> commands;
  std::string data;
  LocalServer server([&](Connection& c) {
    c.write("220 test ESMTP\r\n");
    for (std::string line = c.read_line(); !line.empty(); line = c.read_line()) {
      commands.push_back(line);
      if (line.rfind("EHLO", 0) == 0) {
        c.write("250-test\r\n250 8BITMIME\r\n");
      } else if (line == "DATA") {
        c.write("354 go on\r\n");
        for (std::string d = c.read_line(); d != "."; d = c.read_line()) data += d + "\r\n";
        c.write("250 queued\r\n");
      } else if (line == "QUIT") {
        c.write("221 bye\r\n");
        return;
      } else {
        c.write("250 ok\r\n");
      }
    }
  });
  SmtpConfig config;
  config.url = "smtp://127.0.0.1:" + std::to_string(server.port());
  config.from = "Karyana <no-reply@karyana.pk>";
  SmtpSender sender(config);
  sender.send(email("ali@example.com", "Password reset", "Your code is 123456\n.hidden dot"));
  ASSERT_GE(commands.size(), 3u);
  EXPECT_NE(std::find(commands.begin(), commands.end(), "MAIL FROM:<no-reply@karyana.pk>"), commands.end());
  EXPECT_NE(std::find(commands.begin(), commands.end(), "RCPT TO:<ali@example.com>"), commands.end());
  EXPECT_NE(data.find("Subject: Password reset\r\n"), std::string::npos);
  EXPECT_NE(data.find("\r\n\r\nYour code is 123456\r\n"), std::string::npos);
  // libcurl dot-stuffs a line that starts with '.', so it cannot end the DATA early.
  EXPECT_NE(data.find("\r\n..hidden dot\r\n"), std::string::npos);
}

TEST(NotifyConfig, ReadsTheEnvironment) {
  ScopedEnv url("KARYANA_MAIL_URL", "smtps://mail.example.com:465");
  ScopedEnv from("KARYANA_MAIL_FROM", "Shop <shop@example.com>");
  ScopedEnv user("KARYANA_MAIL_USER", "shop");
  ScopedEnv password("KARYANA_MAIL_PASSWORD", "secret");
  ScopedEnv sms_url("KARYANA_SMS_URL", "https://gw.example/send?to={to}&text={text}");
  ScopedEnv sms_body("KARYANA_SMS_BODY", nullptr);
  auto c = from_env("/var/lib/karyana");
  EXPECT_EQ(c.outbox_path, "/var/lib/karyana/outbox.jsonl");
  EXPECT_EQ(c.mail_url, "smtps://mail.example.com:465");
  EXPECT_EQ(c.mail_from, "Shop <shop@example.com>");
  EXPECT_EQ(c.mail_user, "shop");
  EXPECT_EQ(c.mail_password, "secret");
  EXPECT_EQ(c.sms_url, "https://gw.example/send?to={to}&text={text}");
  EXPECT_EQ(c.sms_body, "");

  auto sender = make_sender(c);
  auto* router = dynamic_cast<ChannelRouter*>(sender.get());
  ASSERT_TRUE(router);
  EXPECT_TRUE(dynamic_cast<SmtpSender*>(&router->email()));
  EXPECT_TRUE(dynamic_cast<HttpSmsSender*>(&router->sms()));
}

TEST(NotifyConfig, DefaultsToOneJsonlFileForBothChannels) {
  ScopedEnv url("KARYANA_MAIL_URL", nullptr);
  ScopedEnv sms_url("KARYANA_SMS_URL", nullptr);
  auto c = from_env("data");
  EXPECT_EQ(c.outbox_path, "data/outbox.jsonl");
  auto sender = make_sender(c);
  auto* router = dynamic_cast<ChannelRouter*>(sender.get());
  ASSERT_TRUE(router);
  auto* file = dynamic_cast<JsonlFileSender*>(&router->sms());
  ASSERT_TRUE(file);
  EXPECT_EQ(&router->sms(), &router->email());
  EXPECT_EQ(file->path(), "data/outbox.jsonl");
}

TEST(JsonlFileSender, AppendsAndFailsLoudlyWhenItCannotWrite) {
  JsonlFileSender bad("/proc/karyana-cannot-write/outbox.jsonl");
  EXPECT_THROW(bad.send(sms("+923001234567", "x")), SendError);
  EXPECT_EQ(
      outbox_json_line(sms("+923001234567", "a\"b")),
      R"({"channel":"sms","to":"+923001234567","subject":"","body":"a\"b","created_at":"2026-01-02T03:04:05.006Z"})");
}

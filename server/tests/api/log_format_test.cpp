// app/log_format.hpp: a log message becomes the body of one JSON string whatever it holds, and the
// json format's lines parse with their time, level and message.
#include "app/log_format.hpp"

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <memory>
#include <sstream>
#include <string>

using karyana::app::append_json_escaped;

namespace {

std::string escaped(std::string_view text) {
  std::string out;
  append_json_escaped(out, text);
  return out;
}

// What JSON makes of "<escaped>": the text back, or an exception for an invalid string.
std::string parsed(std::string_view text) {
  return std::string(boost::json::parse("\"" + escaped(text) + "\"").as_string());
}

}  // namespace

TEST(LogFormat, EscapesQuotesBackslashesAndControlCharacters) {
  EXPECT_EQ(escaped(R"(say "hi" \ bye)"), R"(say \"hi\" \\ bye)");
  EXPECT_EQ(escaped("a\nb\r\tc"), R"(a\nb\r\tc)");
  EXPECT_EQ(escaped(std::string("nul\0bell\a", 9)), R"(nul\u0000bell\u0007)");
  EXPECT_EQ(parsed("line\none \"quoted\" \x1b[31m"), "line\none \"quoted\" \x1b[31m");
}

TEST(LogFormat, KeepsUtf8AndReplacesBytesThatAreNotUtf8) {
  EXPECT_EQ(escaped("Sāhīwāl دودھ 🥛"), "Sāhīwāl دودھ 🥛");
  EXPECT_EQ(escaped("bad \xff byte"), R"(bad \ufffd byte)");
  EXPECT_EQ(escaped("cut \xe2\x82"), R"(cut \ufffd\ufffd)");  // a sequence cut short at the end
  EXPECT_EQ(parsed("\xc3\x28 lone continuation \x80"), "\xef\xbf\xbd( lone continuation \xef\xbf\xbd");
}

TEST(LogFormat, JsonLinesCarryTimeLevelAndMessage) {
  auto previous = spdlog::default_logger();
  std::ostringstream out;
  auto logger = std::make_shared<spdlog::logger>("", std::make_shared<spdlog::sinks::ostream_sink_mt>(out));
  spdlog::set_default_logger(logger);
  karyana::app::use_log_format("json");
  spdlog::warn("path {} from {}", "/a\"b\nc", "127.0.0.1");
  spdlog::set_default_logger(previous);

  const std::string line = out.str();
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(line.back(), '\n');
  EXPECT_EQ(line.find('\n'), line.size() - 1);  // one line
  const auto entry = boost::json::parse(line).as_object();
  EXPECT_EQ(entry.at("level").as_string(), "warning");
  EXPECT_EQ(entry.at("message").as_string(), "path /a\"b\nc from 127.0.0.1");
  EXPECT_EQ(entry.at("time").as_string().size(), std::string("2026-11-27T04:05:06.789Z").size());
  EXPECT_THROW(karyana::app::use_log_format("yaml"), std::invalid_argument);
}

#include "app/log_format.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>
#include <stdexcept>

#include <spdlog/formatter.h>
#include <spdlog/spdlog.h>

namespace karyana::app {

namespace {

// The length of the UTF-8 sequence starting at text[i], or 0 when the bytes there are not one.
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  std::size_t length = 0;
  if (lead >= 0xC2 && lead <= 0xDF)
    length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF)
    length = 3;
  else if (lead >= 0xF0 && lead <= 0xF4)
    length = 4;
  else
    return 0;
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 0;
  return length;
}

// "2026-11-27T04:05:06.789Z": UTC with milliseconds, as the store writes times.
std::string utc_time(std::chrono::system_clock::time_point at) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(at.time_since_epoch()).count();
  const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char text[40];
  const std::size_t n = std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &tm);
  std::snprintf(text + n, sizeof text - n, ".%03dZ", static_cast<int>(ms % 1000));
  return text;
}

class JsonLineFormatter : public spdlog::formatter {
 public:
  void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& dest) override {
    std::string line = R"({"time":")" + utc_time(msg.time) + R"(","level":")";
    const auto level = spdlog::level::to_string_view(msg.level);
    line.append(level.data(), level.size());
    line += R"(","message":")";
    append_json_escaped(line, std::string_view(msg.payload.data(), msg.payload.size()));
    if (msg.logger_name.size() > 0) {
      line += R"(","logger":")";
      append_json_escaped(line, std::string_view(msg.logger_name.data(), msg.logger_name.size()));
    }
    line += "\"}\n";
    dest.append(line.data(), line.data() + line.size());
  }
  std::unique_ptr<spdlog::formatter> clone() const override { return std::make_unique<JsonLineFormatter>(); }
};

}  // namespace

void append_json_escaped(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      const std::size_t length = utf8_length(text, i);
      if (length == 0) {
        out += "\\ufffd";
        i += 1;
      } else {
        out.append(text.substr(i, length));
        i += length;
      }
      continue;
    }
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7F) {
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 0xF];
        } else {
          out += static_cast<char>(c);
        }
    }
    i += 1;
  }
}

void use_log_format(const std::string& format) {
  if (format == "text") return;
  if (format != "json") throw std::invalid_argument("--log-format / KARYANA_LOG_FORMAT: text or json, not " + format);
  spdlog::set_formatter(std::make_unique<JsonLineFormatter>());
}

}  // namespace karyana::app

// How log lines look (--log-format / KARYANA_LOG_FORMAT, issue 20): "text", spdlog's usual lines
// for a person at a terminal, or "json", one JSON object a line for a log collector:
//   {"time":"2026-11-27T04:05:06.789Z","level":"warning","message":"…"}
// Messages may hold anything a client sent (quotes, newlines, broken UTF-8): each line stays one
// valid JSON object. The "listening on …" line is written to stdout directly and stays plain text.
#pragma once

#include <string>
#include <string_view>

namespace karyana::app {

// Sets the default logger's format. Throws std::invalid_argument for a format other than text or json.
void use_log_format(const std::string& format);

// `text` as a JSON string body (no quotes around it): ", \ and control characters escaped, bytes
// that are not UTF-8 replaced by U+FFFD.
void append_json_escaped(std::string& out, std::string_view text);

}  // namespace karyana::app

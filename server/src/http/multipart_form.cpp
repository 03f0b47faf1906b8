#include "http/multipart_form.hpp"

#include <algorithm>
#include <cctype>
#include <functional>

namespace karyana::http {

namespace {

constexpr std::size_t kMaxPartHeaderBytes = 8 * 1024;

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// `key=value; key="quoted \"value\""` parameters after the first ';' of a header value.
std::optional<std::string> header_param(std::string_view value, std::string_view key) {
  std::size_t pos = value.find(';');
  while (pos != std::string_view::npos && pos < value.size()) {
    ++pos;
    while (pos < value.size() && (value[pos] == ' ' || value[pos] == '\t')) ++pos;
    const std::size_t eq = value.find('=', pos);
    if (eq == std::string_view::npos) return std::nullopt;
    const std::string name = lower(trim(value.substr(pos, eq - pos)));
    std::string param;
    pos = eq + 1;
    if (pos < value.size() && value[pos] == '"') {
      for (++pos; pos < value.size() && value[pos] != '"'; ++pos) {
        if (value[pos] == '\\' && pos + 1 < value.size()) ++pos;
        param += value[pos];
      }
      pos = value.find(';', pos);
    } else {
      const std::size_t end = value.find(';', pos);
      param = std::string(trim(value.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos)));
      pos = end;
    }
    if (name == key) return param;
  }
  return std::nullopt;
}

}  // namespace

const FormPart* MultipartForm::find(std::string_view name) const {
  for (const auto& part : parts)
    if (part.name == name) return &part;
  return nullptr;
}

std::optional<std::string> multipart_boundary(std::string_view content_type) {
  const auto semicolon = content_type.find(';');
  if (lower(trim(content_type.substr(0, semicolon))) != "multipart/form-data") return std::nullopt;
  auto boundary = header_param(content_type, "boundary");
  // RFC 2046: 1 to 70 characters.
  if (!boundary || boundary->empty() || boundary->size() > 70) return std::nullopt;
  return boundary;
}

std::optional<MultipartForm> parse_multipart(std::string_view body, std::string_view boundary, std::size_t max_parts) {
  const std::string delimiter = "--" + std::string(boundary);
  const std::string next_delimiter = "\r\n" + delimiter;
  const std::boyer_moore_horspool_searcher searcher(next_delimiter.begin(), next_delimiter.end());
  // The first delimiter starts the body or follows a preamble line.
  std::size_t pos;
  if (body.substr(0, delimiter.size()) == delimiter) {
    pos = delimiter.size();
  } else {
    pos = body.find(next_delimiter);
    if (pos == std::string_view::npos) return std::nullopt;
    pos += next_delimiter.size();
  }

  MultipartForm form;
  for (;;) {
    if (body.substr(pos, 2) == "--") return form;                                // the closing delimiter
    while (pos < body.size() && (body[pos] == ' ' || body[pos] == '\t')) ++pos;  // transport padding
    if (body.substr(pos, 2) != "\r\n") return std::nullopt;
    pos += 2;
    if (form.parts.size() == max_parts) return std::nullopt;

    // Looked for within the header limit only, not across a whole file.
    const std::size_t headers_len = body.substr(pos, kMaxPartHeaderBytes + 4).find("\r\n\r\n");
    if (headers_len == std::string_view::npos || headers_len == 0) return std::nullopt;
    const std::size_t headers_end = pos + headers_len;
    FormPart part;
    bool form_data = false;
    std::string_view headers = body.substr(pos, headers_end - pos);
    while (!headers.empty()) {
      const std::size_t eol = headers.find("\r\n");
      const std::string_view line = headers.substr(0, eol);
      headers = eol == std::string_view::npos ? std::string_view() : headers.substr(eol + 2);
      const std::size_t colon = line.find(':');
      if (colon == std::string_view::npos) return std::nullopt;
      const std::string name = lower(trim(line.substr(0, colon)));
      const std::string_view value = trim(line.substr(colon + 1));
      if (name == "content-disposition") {
        if (lower(trim(value.substr(0, value.find(';')))) != "form-data") return std::nullopt;
        form_data = true;
        part.name = header_param(value, "name").value_or("");
        part.filename = header_param(value, "filename");
      } else if (name == "content-type") {
        part.content_type = std::string(value);
      }
    }
    pos = headers_end + 4;
    if (!form_data) return std::nullopt;

    // Boyer-Moore-Horspool skips through file data instead of testing every byte.
    const auto found = std::search(body.begin() + pos, body.end(), searcher);
    if (found == body.end()) return std::nullopt;
    const std::size_t end = static_cast<std::size_t>(found - body.begin());
    part.data = body.substr(pos, end - pos);
    form.parts.push_back(std::move(part));
    pos = end + next_delimiter.size();
  }
}

}  // namespace karyana::http

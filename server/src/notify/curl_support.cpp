#include "notify/curl_support.hpp"

#include <mutex>

#include "notify/sender.hpp"

namespace karyana::notify {

void ensure_curl_initialized() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) throw SendError("libcurl could not be initialised");
  });
}

CurlEasy make_curl_easy() {
  ensure_curl_initialized();
  CurlEasy handle(curl_easy_init());
  if (!handle) throw SendError("libcurl could not create a handle");
  return handle;
}

void check_curl(CURLcode code, std::string_view what) {
  if (code != CURLE_OK) throw SendError(std::string(what) + ": " + curl_easy_strerror(code));
}

std::string url_encode(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size() * 3);
  for (unsigned char ch : text) {
    bool unreserved = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' ||
                      ch == '.' || ch == '_' || ch == '~';
    if (unreserved) {
      out += static_cast<char>(ch);
    } else {
      out += '%';
      out += hex[ch >> 4];
      out += hex[ch & 0xf];
    }
  }
  return out;
}

}  // namespace karyana::notify

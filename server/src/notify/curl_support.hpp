// Small helpers around libcurl shared by the SMTP and HTTP senders.
#pragma once

#include <curl/curl.h>

#include <memory>
#include <string>
#include <string_view>

namespace karyana::notify {

// curl_global_init once per process (it is not thread-safe itself).
void ensure_curl_initialized();

struct CurlEasyDeleter {
  void operator()(CURL* handle) const { curl_easy_cleanup(handle); }
};
using CurlEasy = std::unique_ptr<CURL, CurlEasyDeleter>;

// A fresh easy handle; throws SendError if libcurl cannot make one.
CurlEasy make_curl_easy();

// Throws SendError("<what>: <curl message>") when code is not CURLE_OK.
void check_curl(CURLcode code, std::string_view what);

// Percent-encodes everything but RFC 3986 unreserved characters (A-Z a-z 0-9 - . _ ~),
// so the result is safe in a query value, a path segment or a form body.
std::string url_encode(std::string_view text);

}  // namespace karyana::notify

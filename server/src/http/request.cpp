// HttpRequest / HttpResponse helpers declared in server.hpp.
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "http/http_util.hpp"
#include "http/server.hpp"

namespace karyana::http {

std::string_view HttpRequest::header(std::string_view name) const {
  for (const auto& [n, v] : headers)
    if (iequals(n, name)) return v;
  return {};
}

std::string HttpRequest::query_param(std::string_view name) const {
  for (auto& [n, v] : parse_form(query))
    if (n == name) return v;
  return {};
}

HttpResponse HttpResponse::json(int status, std::string body) {
  HttpResponse res;
  res.status = status;
  res.headers.emplace_back("Content-Type", "application/json; charset=utf-8");
  res.body = std::move(body);
  return res;
}

HttpResponse HttpResponse::json_error(int status, std::string_view message, std::string_view text_code) {
  boost::json::object error{{"message", message}};
  if (!text_code.empty()) {
    error["code"] = text_code;
    error["textCode"] = text_code;
  }
  return json(status, boost::json::serialize(boost::json::object{{"error", std::move(error)}}));
}

}  // namespace karyana::http

#include "test_hooks/publish_hook.hpp"

#include <string>

#include <boost/json/parse.hpp>

#include "graphql/pubsub.hpp"
#include "http/http_util.hpp"

namespace karyana::test_hooks {

using http::HttpRequest;
using http::HttpResponse;

namespace json = boost::json;

HttpResponse publish_from_request(const HttpRequest& request, graphql::PubSub& pubsub) {
  if (http::media_type(request.header("content-type")) != "application/json")
    return HttpResponse::json_error(415, "Content-Type must be application/json");
  json::error_code ec;
  json::value body = json::parse(request.body, ec);
  if (ec || !body.is_object()) return HttpResponse::json_error(400, "The body must be a JSON object");
  const json::object& o = body.get_object();
  const auto* topic = o.if_contains("topic");
  if (topic == nullptr || !topic->is_string() || topic->get_string().empty())
    return HttpResponse::json_error(400, "\"topic\" must be a non-empty string");
  const auto* payload = o.if_contains("payload");
  const std::string name(topic->get_string());
  const std::size_t listeners = pubsub.subscriber_count(name);
  pubsub.publish(name, payload ? *payload : json::value(nullptr));
  return HttpResponse::json(200, "{\"subscribers\":" + std::to_string(listeners) + "}");
}

void add_publish_route(http::Server& server, graphql::PubSub& pubsub) {
  server.route("POST", kTestPublishPath,
               [&pubsub](const HttpRequest& request) { return publish_from_request(request, pubsub); });
}

}  // namespace karyana::test_hooks

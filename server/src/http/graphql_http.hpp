// GraphQL over HTTP (the GraphQL-over-HTTP spec) on /graphql: POST application/json and GET
// for queries, Accept negotiation between application/graphql-response+json and
// application/json, and the spec's status codes for each.
#pragma once

#include "http/server.hpp"

namespace karyana::http {

HttpResponse handle_graphql(const HttpRequest& request, const graphql::Engine& engine,
                            const ContextFactory& context_factory);

}  // namespace karyana::http

// GraphQL over HTTP (the GraphQL-over-HTTP spec) on /graphql: POST application/json and GET
// for queries, Accept negotiation between application/graphql-response+json and
// application/json, and the spec's status codes for each.
#pragma once

#include "http/server.hpp"
#include "http/work_pool.hpp"

namespace karyana::http {

// Lane::work when the request is a GraphQL operation selecting a costly root field, Lane::commit
// when it selects one that waits for a durable commit, else Lane::io. Reads the parameters and
// looks the document up in the engine's cache (which handle_graphql then finds again); Lane::io
// for anything malformed, which is answered at once.
Lane graphql_lane(const HttpRequest& request, const graphql::Engine& engine);

class GraphqlAnswers;
class GraphqlMetrics;

// True when the answer cache holds a fresh answer this request may take (answered on the I/O
// thread without reading the request's JSON).
bool graphql_answer_kept(const HttpRequest& request, const GraphqlAnswers* answers);

// `answers` (may be null): public reads are answered from it and kept in it (graphql_answers.hpp).
// `counted` (may be null): where operations are counted for GET /metrics (graphql_metrics.hpp).
HttpResponse handle_graphql(const HttpRequest& request, const graphql::Engine& engine,
                            const ContextFactory& context_factory, GraphqlAnswers* answers = nullptr,
                            const GraphqlMetrics* counted = nullptr);

}  // namespace karyana::http

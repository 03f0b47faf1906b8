// GraphQL operations counted for GET /metrics under their type and first root field: the schema's
// fields are a bounded label set, where the operation names clients send are not. Built once from
// the schema; looking a series up afterwards takes no lock.
#pragma once

#include <string>
#include <unordered_map>

#include "graphql/ast.hpp"
#include "graphql/schema.hpp"
#include "metrics/karyana_metrics.hpp"

namespace karyana::http {

class GraphqlMetrics {
 public:
  explicit GraphqlMetrics(const graphql::Schema& schema);

  // The series of an operation (null: the document did not parse or name an operation). A first
  // root field the schema does not have, a fragment or __typename first: "other".
  const metrics::GraphqlOperationMetrics& of(const graphql::OperationDefinition* op) const;

 private:
  std::unordered_map<std::string, metrics::GraphqlOperationMetrics> queries_;
  std::unordered_map<std::string, metrics::GraphqlOperationMetrics> mutations_;
  metrics::GraphqlOperationMetrics other_query_{"query", "other"};
  metrics::GraphqlOperationMetrics other_mutation_{"mutation", "other"};
  metrics::GraphqlOperationMetrics unknown_{"unknown", "other"};
};

}  // namespace karyana::http

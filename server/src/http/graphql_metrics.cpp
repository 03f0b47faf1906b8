#include "http/graphql_metrics.hpp"

namespace karyana::http {

namespace {

void add_fields(std::unordered_map<std::string, metrics::GraphqlOperationMetrics>& out, const char* type,
                const graphql::NamedType* root) {
  if (root == nullptr) return;
  for (const auto& field : root->fields) out.try_emplace(field.name, type, field.name);
}

}  // namespace

GraphqlMetrics::GraphqlMetrics(const graphql::Schema& schema) {
  add_fields(queries_, "query", schema.query_type());
  add_fields(mutations_, "mutation", schema.mutation_type());
}

const metrics::GraphqlOperationMetrics& GraphqlMetrics::of(const graphql::OperationDefinition* op) const {
  if (op == nullptr || op->operation == graphql::OperationType::Subscription) return unknown_;
  const bool mutation = op->operation == graphql::OperationType::Mutation;
  const auto& table = mutation ? mutations_ : queries_;
  const auto& other = mutation ? other_mutation_ : other_query_;
  if (op->selection_set.empty() || op->selection_set.front().kind != graphql::Selection::Kind::Field) return other;
  auto it = table.find(op->selection_set.front().name);
  return it == table.end() ? other : it->second;
}

}  // namespace karyana::http

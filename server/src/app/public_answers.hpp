// The answer cache of public GraphQL reads (http/graphql_answers.hpp) over the API's list of
// public reads (api/public_reads.hpp), kept while the store's catalogue version stays put.
#pragma once

#include <memory>

#include "http/graphql_answers.hpp"
#include "store/stores.hpp"

namespace karyana::app {

// `stores` must outlive the cache.
std::shared_ptr<http::GraphqlAnswers> public_answers(store::Stores& stores);

}  // namespace karyana::app

// The GraphQL reads whose answers are the same for every visitor (issue 19): the store front's
// catalogue, home page, content pages and settings. Their answers may be kept in memory while the
// catalogue version stays put (http/graphql_answers.hpp). Listed here, beside the fields whose
// value depends on who asks, so a new per-user field is added where the cache rule lives.
#pragma once

#include <string>
#include <vector>

namespace karyana::api {

struct PublicReads {
  // Query fields whose resolvers read only catalogue data (store::CatalogueVersion's tables) and
  // the start-up setting overrides: no clock, no caller, no rate limit.
  std::vector<std::string> root_fields;
  // Fields below them whose value depends on the signed-in caller (anonymous: a fixed value).
  // A request with credentials that selects one is always computed.
  std::vector<std::string> per_user_fields;
};

const PublicReads& public_reads();

}  // namespace karyana::api

// Answers of public GraphQL reads kept in memory (issue 19): the catalogue is the same for every
// visitor and changes rarely, so a category page, a product page or the settings are computed
// once per data version and then answered without parsing, executing or serialising again.
//
//   GraphqlAnswers answers({.version = [&] { return version.current(); },
//                           .root_fields = {"productBySlug", ...}, .per_user_fields = {"already_in_alert"}});
//   if (auto body = answers.find(request, media)) ...          // a hit: the stored body
//   auto version = answers.version();                            // BEFORE executing
//   if (auto rule = answers.admits(op, query, request))          // on a miss, after preparing
//     answers.put(request, media, version, *rule, body);         // only a clean 200 answer
//
// Never stale: an answer is kept under the version read before it was computed, and is given
// out only while the version is still that one (the store moves it after every commit that
// changes what these answers read), and for at most `lifetime` (time windows, writes by another
// process). Per-user fields: a request carrying credentials whose document selects one takes the
// normal path; an anonymous one may use the cache (the field has its anonymous value).
//
// The key is the request as sent: the POST body (query, operationName, variables) or the GET
// query string, and the negotiated media type. No JSON is parsed on a hit; two spellings of the
// same request are two entries with the same answer.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graphql/ast.hpp"
#include "http/server.hpp"

namespace karyana::http {

struct GraphqlAnswersOptions {
  std::function<std::uint64_t()> version;          // moves when the answers' data changes
  std::set<std::string, std::less<>> root_fields;  // Query fields whose answers may be kept
  std::vector<std::string> per_user_fields;        // fields whose value depends on the caller
  std::chrono::steady_clock::duration lifetime = std::chrono::seconds(1);
  std::size_t max_entries = 4096;
  std::size_t max_bytes = 64 * 1024 * 1024;  // bodies and keys together
  std::size_t max_key_bytes = 16 * 1024;     // longer requests are never kept
  std::size_t max_answer_bytes = 1024 * 1024;
};

// Whether a prepared operation's answer may be kept, and whether it selects a per-user field.
struct AnswerRule {
  bool per_user = false;
};

class GraphqlAnswers {
 public:
  explicit GraphqlAnswers(GraphqlAnswersOptions options);

  // The stored body for this request and media type, if fresh and usable by this caller.
  std::optional<std::string> find(const HttpRequest& request, std::string_view media) const;
  // The same, without copying the body.
  bool has(const HttpRequest& request, std::string_view media) const;

  // The data version now: read it BEFORE executing, pass it to put().
  std::uint64_t version() const { return options_.version(); }

  // Set when the operation may be kept: a query whose every root selection is a listed field
  // (or __typename), and which selects no per-user field when the request carries credentials.
  std::optional<AnswerRule> admits(const graphql::OperationDefinition& op, std::string_view query,
                                   const HttpRequest& request) const;

  // Keeps a 200 answer without errors computed under `version` (dropped when the version moved
  // meanwhile). When the version moved since the last put, or the cache is full, it starts empty.
  void put(const HttpRequest& request, std::string_view media, std::uint64_t version, AnswerRule rule,
           std::string body);

  std::size_t entries() const;

  // The request as the cache knows it: "" when it is never kept (method, size).
  std::string key(const HttpRequest& request, std::string_view media) const;
  // Whether the request sends a token (header or Authorization: Bearer) or a refresh token: the
  // headers the GraphQL context factory signs a caller in with.
  static bool carries_credentials(const HttpRequest& request);

 private:
  struct Entry {
    std::uint64_t version = 0;
    std::chrono::steady_clock::time_point expires;
    bool per_user = false;
    std::string body;
  };

  // The fresh entry for `key` this request may take; null when none. Call under mutex_.
  const Entry* usable(const std::string& key, const HttpRequest& request) const;

  GraphqlAnswersOptions options_;
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
  std::uint64_t entries_version_ = 0;
  std::size_t bytes_ = 0;
};

}  // namespace karyana::http

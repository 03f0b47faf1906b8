#include "http/graphql_answers.hpp"

#include <mutex>
#include <utility>

#include "http/http_util.hpp"

namespace karyana::http {

GraphqlAnswers::GraphqlAnswers(GraphqlAnswersOptions options) : options_(std::move(options)) {}

bool GraphqlAnswers::carries_credentials(const HttpRequest& request) {
  return !bearer_or_token(request.header("token"), request.header("authorization")).empty() ||
         !request.header("refresh-token").empty();
}

std::string GraphqlAnswers::key(const HttpRequest& request, std::string_view media) const {
  const bool is_get = request.method == "GET" || request.method == "HEAD";
  if (!is_get && request.method != "POST") return {};
  const std::string_view sent = is_get ? std::string_view(request.query) : std::string_view(request.body);
  if (sent.empty() || sent.size() + media.size() + 2 > options_.max_key_bytes) return {};
  // A POST body is read only as JSON; another content type is refused (415), never answered here.
  if (!is_get && media_type(request.header("content-type")) != "application/json") return {};
  std::string key;
  key.reserve(sent.size() + media.size() + 2);
  key.append(is_get ? "G" : "P").append(media).push_back('\n');
  key.append(sent);
  return key;
}

const GraphqlAnswers::Entry* GraphqlAnswers::usable(const std::string& key, const HttpRequest& request) const {
  auto it = entries_.find(key);
  if (it == entries_.end()) return nullptr;
  const Entry& e = it->second;
  if (e.version != options_.version() || std::chrono::steady_clock::now() >= e.expires) return nullptr;
  if (e.per_user && carries_credentials(request)) return nullptr;
  return &e;
}

std::optional<std::string> GraphqlAnswers::find(const HttpRequest& request, std::string_view media) const {
  const std::string k = key(request, media);
  if (k.empty()) return std::nullopt;
  std::shared_lock lock(mutex_);
  const Entry* e = usable(k, request);
  return e ? std::optional<std::string>(e->body) : std::nullopt;
}

bool GraphqlAnswers::has(const HttpRequest& request, std::string_view media) const {
  const std::string k = key(request, media);
  if (k.empty()) return false;
  std::shared_lock lock(mutex_);
  return usable(k, request) != nullptr;
}

namespace {

bool mentions_any(std::string_view text, const std::vector<std::string>& names) {
  for (const auto& name : names)
    if (text.find(name) != std::string_view::npos) return true;
  return false;
}

}  // namespace

std::optional<AnswerRule> GraphqlAnswers::admits(const graphql::OperationDefinition& op, std::string_view query,
                                                 const HttpRequest& request) const {
  if (op.operation != graphql::OperationType::Query || op.selection_set.empty()) return std::nullopt;
  for (const auto& selection : op.selection_set) {
    // Fragments at the root could hide any field: such a document takes the normal path.
    if (selection.kind != graphql::Selection::Kind::Field) return std::nullopt;
    if (selection.name != "__typename" && !options_.root_fields.contains(selection.name)) return std::nullopt;
  }
  // By name anywhere in the text (fragments, aliases and comments included): a mention too many
  // only costs a miss.
  AnswerRule rule{.per_user = mentions_any(query, options_.per_user_fields)};
  if (rule.per_user && carries_credentials(request)) return std::nullopt;
  return rule;
}

void GraphqlAnswers::put(const HttpRequest& request, std::string_view media, std::uint64_t version, AnswerRule rule,
                         std::string body) {
  if (body.size() > options_.max_answer_bytes) return;
  std::string k = key(request, media);
  if (k.empty()) return;
  const std::size_t size = k.size() + body.size();
  std::unique_lock lock(mutex_);
  // Read under the lock: puts of one version never clear a newer one's entries.
  if (version != options_.version()) return;  // computed from data older than now
  if (version != entries_version_ || entries_.size() >= options_.max_entries || bytes_ + size > options_.max_bytes) {
    entries_.clear();
    bytes_ = 0;
    entries_version_ = version;
  }
  Entry entry{version, std::chrono::steady_clock::now() + options_.lifetime, rule.per_user, std::move(body)};
  auto [it, inserted] = entries_.try_emplace(std::move(k), std::move(entry));
  if (inserted) {
    bytes_ += size;
  } else {
    bytes_ = bytes_ - it->first.size() - it->second.body.size() + size;
    it->second = std::move(entry);
  }
}

std::size_t GraphqlAnswers::entries() const {
  std::shared_lock lock(mutex_);
  return entries_.size();
}

}  // namespace karyana::http

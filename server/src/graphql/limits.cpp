// Document limits. Counts are taken per operation with fragments expanded, memoised per
// fragment, so fragments spread many times (or exponentially: A spreads B twice, B spreads
// C twice ...) cost linear work; counts saturate instead of overflowing, and a fragment
// cycle counts nothing on its second visit (validation reports the cycle).
//
// Introspection: inside a `__schema` or `__type` selection, `ofType` does not add depth.
// `ofType` is a chain through one type reference (its length is bounded by the type's own
// wrappers, not by the query), and graphql-js's getIntrospectionQuery() nests it 9 times;
// without this rule the standard introspection query (depth 14) would be refused. Everything
// else inside introspection (fields → type → fields ...) counts as usual.
//
// A limit of 0 means "no limit".
#include "graphql/limits.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <unordered_map>

namespace karyana::graphql::execution {

namespace {

constexpr std::uint64_t kCap = 1'000'000'000;  // counts saturate here

std::uint64_t add(std::uint64_t a, std::uint64_t b) { return std::min(a + b, kCap); }

struct Counts {
  std::uint64_t depth = 0, aliases = 0, fields = 0, directives = 0;

  void add_sibling(const Counts& c) {
    depth = std::max(depth, c.depth);
    aliases = add(aliases, c.aliases);
    fields = add(fields, c.fields);
    directives = add(directives, c.directives);
  }
};

class Counter {
 public:
  explicit Counter(const Document& document) {
    for (const auto& f : document.fragments) fragments_.emplace(f.name, &f);
  }

  Counts operation(const OperationDefinition& op) {
    Counts c = selection_set(op.selection_set, false);
    c.directives = add(c.directives, op.directives.size());
    for (const auto& v : op.variables) c.directives = add(c.directives, v.directives.size());
    return c;
  }

 private:
  Counts selection_set(const std::vector<Selection>& selections, bool in_introspection) {
    Counts total;
    for (const Selection& s : selections) {
      total.directives = add(total.directives, s.directives.size());
      switch (s.kind) {
        case Selection::Kind::Field: {
          const bool child_introspection = in_introspection || s.name == "__schema" || s.name == "__type";
          Counts sub = selection_set(s.selection_set, child_introspection);
          const std::uint64_t own_depth = (in_introspection && s.name == "ofType") ? 0 : 1;
          sub.depth = add(sub.depth, own_depth);
          sub.fields = add(sub.fields, 1);
          if (!s.alias.empty()) sub.aliases = add(sub.aliases, 1);
          total.add_sibling(sub);
          break;
        }
        case Selection::Kind::InlineFragment:
          total.add_sibling(selection_set(s.selection_set, in_introspection));
          break;
        case Selection::Kind::FragmentSpread:
          total.add_sibling(fragment(s.name, in_introspection));
          break;
      }
    }
    return total;
  }

  Counts fragment(const std::string& name, bool in_introspection) {
    Memo& memo = memo_[in_introspection][name];  // references survive rehashing
    if (memo.state == Memo::Done) return memo.counts;
    if (memo.state == Memo::InProgress) return {};  // a cycle
    auto it = fragments_.find(name);
    if (it == fragments_.end()) return {};
    memo.state = Memo::InProgress;
    Counts c = selection_set(it->second->selection_set, in_introspection);
    c.directives = add(c.directives, it->second->directives.size());
    memo.counts = c;
    memo.state = Memo::Done;
    return c;
  }

  struct Memo {
    enum State { New, InProgress, Done } state = New;
    Counts counts;
  };
  std::unordered_map<std::string_view, const FragmentDefinition*> fragments_;
  std::unordered_map<std::string_view, Memo> memo_[2];
};

std::string amount(std::uint64_t n) { return n >= kCap ? "at least " + std::to_string(kCap) : std::to_string(n); }

Error limit_error(std::string message) {
  Error e;
  e.message = std::move(message);
  return e;
}

// The response keys of costly fields an operation selects at its root, through inline
// fragments and fragment spreads (each fragment visited once: validation refuses cycles,
// and a fragment spread twice merges into the same keys).
class CostlyKeys {
 public:
  CostlyKeys(const Document& document, const std::string& root, const std::unordered_set<std::string>& costly)
      : root_(root), costly_(costly) {
    for (const auto& f : document.fragments) fragments_.emplace(f.name, &f);
  }

  void collect(const std::vector<Selection>& selections) {
    for (const Selection& s : selections) {
      switch (s.kind) {
        case Selection::Kind::Field:
          if (costly_.count(root_ + "." + s.name)) {
            keys.insert(s.response_key());
            names.insert(s.name);
          }
          break;
        case Selection::Kind::InlineFragment:
          collect(s.selection_set);
          break;
        case Selection::Kind::FragmentSpread: {
          auto it = fragments_.find(s.name);
          if (it != fragments_.end() && visited_.insert(s.name).second) collect(it->second->selection_set);
          break;
        }
      }
    }
  }

  std::set<std::string> keys, names;

 private:
  const std::string& root_;
  const std::unordered_set<std::string>& costly_;
  std::unordered_map<std::string_view, const FragmentDefinition*> fragments_;
  std::set<std::string> visited_;
};

}  // namespace

std::optional<Error> check_costly_fields(const Document& document, const Schema& schema,
                                         const std::unordered_set<std::string>& costly, const Limits& limits) {
  if (limits.max_costly_fields == 0 || costly.empty()) return std::nullopt;
  for (const auto& op : document.operations) {
    const NamedType* root = schema.root_type(op.operation);
    if (!root) continue;
    CostlyKeys found(document, root->name, costly);
    found.collect(op.selection_set);
    if (found.keys.size() <= limits.max_costly_fields) continue;
    std::string names;
    for (const auto& n : found.names) names += (names.empty() ? "" : ", ") + n;
    Error e =
        limit_error("Too many costly operations in one request (" + std::to_string(found.keys.size()) + ": " + names +
                    "; the limit is " + std::to_string(limits.max_costly_fields) + "). Send them one at a time.");
    e.extensions["code"] = "TOO_MANY_COSTLY_OPERATIONS";
    e.extensions["textCode"] = "TOO_MANY_COSTLY_OPERATIONS";
    return e;
  }
  return std::nullopt;
}

bool selects_costly_field(const Document& document, const Schema& schema, const OperationDefinition& op,
                          const std::unordered_set<std::string>& costly) {
  const NamedType* root = schema.root_type(op.operation);
  if (!root || costly.empty()) return false;
  CostlyKeys found(document, root->name, costly);
  found.collect(op.selection_set);
  return !found.keys.empty();
}

std::optional<Error> check_document_size(std::string_view text, const Limits& limits) {
  if (limits.max_document_bytes == 0 || text.size() <= limits.max_document_bytes) return std::nullopt;
  return limit_error("Document is too large (" + std::to_string(text.size()) + " bytes; the limit is " +
                     std::to_string(limits.max_document_bytes) + ").");
}

std::vector<Error> check_limits(const Document& document, const Limits& limits) {
  Counter counter(document);
  Counts worst;
  for (const auto& op : document.operations) {
    Counts c = counter.operation(op);
    worst.depth = std::max(worst.depth, c.depth);
    worst.aliases = std::max(worst.aliases, c.aliases);
    worst.fields = std::max(worst.fields, c.fields);
    worst.directives = std::max(worst.directives, c.directives);
  }
  std::vector<Error> errors;
  auto over = [](std::uint64_t value, std::size_t limit) { return limit != 0 && value > limit; };
  if (over(worst.depth, limits.max_depth))
    errors.push_back(limit_error("Query is too deep (depth " + amount(worst.depth) + "; the limit is " +
                                 std::to_string(limits.max_depth) + ")."));
  if (over(worst.aliases, limits.max_aliases))
    errors.push_back(limit_error("Too many aliases (" + amount(worst.aliases) + "; the limit is " +
                                 std::to_string(limits.max_aliases) + ")."));
  if (over(worst.fields, limits.max_fields))
    errors.push_back(limit_error("Too many fields (" + amount(worst.fields) + "; the limit is " +
                                 std::to_string(limits.max_fields) + ")."));
  if (over(worst.directives, limits.max_directives))
    errors.push_back(limit_error("Too many directives (" + amount(worst.directives) + "; the limit is " +
                                 std::to_string(limits.max_directives) + ")."));
  return errors;
}

}  // namespace karyana::graphql::execution

// Port of graphql-js ValidationContext (fragment lookups, spreads, variable usages).
#include "graphql/validation/context.hpp"

#include <algorithm>
#include <set>

#include "graphql/validation/suggestions.hpp"

namespace karyana::graphql::validation {

ValidationContext::ValidationContext(const Schema& schema, const Document& document, bool suggestions)
    : schema_(schema),
      document_(document),
      types_(schema),
      directives_(schema, document),
      type_info_(types_, directives_),
      definitions_(ordered_definitions(document)),
      suggestions_(suggestions) {
  for (const Node& d : definitions_)
    if (d.kind == NodeKind::FragmentDefinition) fragments_[d.fragment().name] = &d.fragment();
}

std::string ValidationContext::did_you_mean(const std::vector<std::string>& suggestions,
                                            std::string_view sub_message) const {
  return suggestions_ ? validation::did_you_mean(suggestions, sub_message) : std::string();
}

void ValidationContext::report(std::string message, std::vector<Location> locations) {
  if (errors_.size() >= kMaxErrors) abort_with("Too many validation errors, error limit reached. Validation aborted.");
  Error e;
  e.message = std::move(message);
  e.locations = std::move(locations);
  errors_.push_back(std::move(e));
}

void ValidationContext::abort_with(std::string message, std::vector<Location> locations) {
  Error e;
  e.message = std::move(message);
  e.locations = std::move(locations);
  errors_.push_back(std::move(e));
  throw ValidationAborted{};
}

void ValidationContext::spend_fragment_work(long cost) {
  remaining_fragment_work_ -= cost;
  if (remaining_fragment_work_ < 0) abort_with("Validation aborted.");
}

const FragmentDefinition* ValidationContext::fragment(std::string_view name) const {
  auto it = fragments_.find(std::string(name));
  return it == fragments_.end() ? nullptr : it->second;
}

const std::vector<const Selection*>& ValidationContext::fragment_spreads(const std::vector<Selection>& set) {
  auto [it, inserted] = spreads_.try_emplace(&set);
  if (!inserted) return it->second;
  std::vector<const Selection*> spreads;
  std::vector<const std::vector<Selection>*> to_visit{&set};
  while (!to_visit.empty()) {
    const auto* current = to_visit.back();
    to_visit.pop_back();
    for (const auto& s : *current) {
      if (s.kind == Selection::Kind::FragmentSpread)
        spreads.push_back(&s);
      else if (!s.selection_set.empty())
        to_visit.push_back(&s.selection_set);
    }
  }
  it->second = std::move(spreads);
  return it->second;
}

std::vector<const FragmentDefinition*> ValidationContext::recursively_referenced_fragments(
    const std::vector<const OperationDefinition*>& operations) {
  // Names in first-seen order, like a JavaScript Set that grows while it is iterated.
  std::vector<std::string> names;
  std::set<std::string> seen;
  for (const auto* op : operations)
    for (const Selection* spread : fragment_spreads(op->selection_set))
      if (seen.insert(spread->name).second) names.push_back(spread->name);

  std::vector<std::string> key(seen.begin(), seen.end());
  if (auto it = referenced_.find(key); it != referenced_.end()) return it->second;

  std::vector<const FragmentDefinition*> fragments;
  spend_fragment_work(static_cast<long>(names.size()));
  for (std::size_t i = 0; i < names.size(); ++i) {
    const FragmentDefinition* fragment_def = fragment(names[i]);
    if (fragment_def == nullptr) continue;
    fragments.push_back(fragment_def);
    const auto& spreads = fragment_spreads(fragment_def->selection_set);
    spend_fragment_work(static_cast<long>(spreads.size()));
    for (const Selection* spread : spreads)
      if (seen.insert(spread->name).second) names.push_back(spread->name);
  }
  referenced_[key] = fragments;
  return fragments;
}

namespace {

// Collects variable usages with the input type of their position.
class UsageCollector : public Visitor {
 public:
  UsageCollector(TypeInfo& type_info, std::vector<VariableUsage>& out) : type_info_(type_info), out_(out) {}

  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::VariableDefinition) return false;
    if (node.kind == NodeKind::Variable)
      out_.push_back({&node.value(), type_info_.input_type(), type_info_.has_default_value()});
    return true;
  }
  void leave(const Node&) override {}

 private:
  TypeInfo& type_info_;
  std::vector<VariableUsage>& out_;
};

}  // namespace

const std::vector<VariableUsage>& ValidationContext::variable_usages(const Node& definition) {
  auto [it, inserted] = usages_.try_emplace(definition.ptr);
  if (!inserted) return it->second;
  std::vector<VariableUsage> usages;
  TypeInfo fresh(types_, directives_);
  UsageCollector collector(fresh, usages);
  walk(definition, fresh, collector);
  // try_emplace's iterator may be invalidated by nested insertions; look it up again.
  auto& slot = usages_[definition.ptr];
  slot = std::move(usages);
  return slot;
}

const std::vector<VariableUsage>& ValidationContext::recursive_variable_usages(const OperationDefinition& operation) {
  if (auto it = recursive_usages_.find(&operation); it != recursive_usages_.end()) return it->second;
  auto fragments = recursively_referenced_fragments({&operation});
  std::vector<VariableUsage> from_fragments;
  spend_fragment_work(static_cast<long>(fragments.size()));
  for (const FragmentDefinition* f : fragments) {
    const auto& local = variable_usages(Node::of(*f));
    spend_fragment_work(static_cast<long>(local.size()));
    from_fragments.insert(from_fragments.end(), local.begin(), local.end());
  }
  spend_fragment_work(static_cast<long>(from_fragments.size()));
  std::vector<VariableUsage> usages = variable_usages(Node::of(operation));
  usages.insert(usages.end(), from_fragments.begin(), from_fragments.end());
  auto& slot = recursive_usages_[&operation];
  slot = std::move(usages);
  return slot;
}

}  // namespace karyana::graphql::validation

// Rules about the document's definitions: executable only, unique and lone operations,
// fragment names, use and cycles (spec 5.1, 5.2.1, 5.2.2, 5.5.1, 5.5.2).
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "graphql/validation/rule.hpp"

namespace karyana::graphql::validation {

namespace {

class ExecutableDefinitions : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::Document) return true;
    for (const Node& d : ctx.definitions()) {
      if (d.kind != NodeKind::TypeSystemDefinition) continue;
      const auto& def = d.type_system();
      std::string name = def.kind == TypeSystemDefinition::Kind::Schema ? "schema" : "\"" + def.name + "\"";
      ctx.report("The " + name + " definition is not executable.", {def.loc});
    }
    return false;
  }
};

class UniqueOperationNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::FragmentDefinition) return false;
    if (node.kind != NodeKind::OperationDefinition) return true;
    const auto& op = node.operation();
    if (!op.name.empty()) {
      auto [it, inserted] = known_.try_emplace(op.name, op.loc);
      if (!inserted) ctx.report("There can be only one operation named \"" + op.name + "\".", {it->second, op.loc});
    }
    return false;
  }

 private:
  std::unordered_map<std::string, Location> known_;
};

class LoneAnonymousOperation : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::Document) {
      count_ = node.document().operations.size();
    } else if (node.kind == NodeKind::OperationDefinition) {
      if (node.operation().name.empty() && count_ > 1)
        ctx.report("This anonymous operation must be the only defined operation.", {node.operation().loc});
    }
    return true;
  }

 private:
  std::size_t count_ = 0;
};

class UniqueFragmentNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::OperationDefinition) return false;
    if (node.kind != NodeKind::FragmentDefinition) return true;
    const auto& f = node.fragment();
    auto [it, inserted] = known_.try_emplace(f.name, f.loc);
    if (!inserted) ctx.report("There can be only one fragment named \"" + f.name + "\".", {it->second, f.loc});
    return false;
  }

 private:
  std::unordered_map<std::string, Location> known_;
};

class KnownFragmentNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::FragmentSpread && ctx.fragment(node.selection().name) == nullptr)
      ctx.report("Unknown fragment \"" + node.selection().name + "\".", {node.selection().loc});
    return true;
  }
};

class NoUnusedFragments : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::OperationDefinition) {
      operations_.push_back(&node.operation());
      return false;
    }
    if (node.kind == NodeKind::FragmentDefinition) {
      fragments_.push_back(&node.fragment());
      return false;
    }
    return true;
  }
  void leave(const Node& node) override {
    if (node.kind != NodeKind::Document) return;
    std::unordered_set<std::string> used;
    for (const FragmentDefinition* f : ctx.recursively_referenced_fragments(operations_)) used.insert(f->name);
    for (const FragmentDefinition* f : fragments_)
      if (!used.count(f->name)) ctx.report("Fragment \"" + f->name + "\" is never used.", {f->loc});
  }

 private:
  std::vector<const OperationDefinition*> operations_;
  std::vector<const FragmentDefinition*> fragments_;
};

// Depth-first search from each fragment; a spread back onto the current path is a cycle.
class NoFragmentCycles : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::OperationDefinition) return false;
    if (node.kind != NodeKind::FragmentDefinition) return true;
    detect_cycle(node.fragment());
    return false;
  }

 private:
  void detect_cycle(const FragmentDefinition& fragment) {
    if (!visited_.insert(fragment.name).second) return;
    const auto& spreads = ctx.fragment_spreads(fragment.selection_set);
    if (spreads.empty()) return;
    path_index_[fragment.name] = path_.size();
    for (const Selection* spread : spreads) {
      auto cycle = path_index_.find(spread->name);
      path_.push_back(spread);
      if (cycle == path_index_.end()) {
        if (const FragmentDefinition* next = ctx.fragment(spread->name)) detect_cycle(*next);
      } else {
        std::string via;
        std::vector<Location> locations;
        for (std::size_t i = cycle->second; i < path_.size(); ++i) {
          locations.push_back(path_[i]->loc);
          if (i + 1 == path_.size()) continue;
          if (!via.empty()) via += ", ";
          via += "\"" + path_[i]->name + "\"";
        }
        ctx.report("Cannot spread fragment \"" + spread->name + "\" within itself" +
                       (via.empty() ? std::string(".") : " via " + via + "."),
                   std::move(locations));
      }
      path_.pop_back();
    }
    path_index_.erase(fragment.name);
  }

  std::unordered_set<std::string> visited_;
  std::vector<const Selection*> path_;
  std::unordered_map<std::string, std::size_t> path_index_;
};

}  // namespace

std::unique_ptr<Rule> executable_definitions(ValidationContext& c) {
  return std::make_unique<ExecutableDefinitions>(c);
}
std::unique_ptr<Rule> unique_operation_names(ValidationContext& c) { return std::make_unique<UniqueOperationNames>(c); }
std::unique_ptr<Rule> lone_anonymous_operation(ValidationContext& c) {
  return std::make_unique<LoneAnonymousOperation>(c);
}
std::unique_ptr<Rule> unique_fragment_names(ValidationContext& c) { return std::make_unique<UniqueFragmentNames>(c); }
std::unique_ptr<Rule> known_fragment_names(ValidationContext& c) { return std::make_unique<KnownFragmentNames>(c); }
std::unique_ptr<Rule> no_unused_fragments(ValidationContext& c) { return std::make_unique<NoUnusedFragments>(c); }
std::unique_ptr<Rule> no_fragment_cycles(ValidationContext& c) { return std::make_unique<NoFragmentCycles>(c); }

}  // namespace karyana::graphql::validation

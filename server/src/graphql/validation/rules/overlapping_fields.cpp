// Field selection merging (spec 5.3.2): fields with the same response name must be the
// same field with the same arguments (unless their parents can never be the same object)
// and have compatible types, recursively. A port of graphql-js 16.15's rule, including
// its memos (collected fields per selection set and parent type, compared fragment
// pairs, compared field pairs) and its complexity budget, so that documents built to
// explode (many fragments spread many times) stay cheap or end in "Validation aborted.".
#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "graphql/validation/rule.hpp"

namespace karyana::graphql::validation {

namespace {

constexpr std::size_t kMaxConflictDetailLength = 1000;
constexpr std::size_t kMaxConflictNodes = 20;
constexpr long kMaxComplexityBudget = 500000;

struct ArgumentInfo {
  const std::vector<Argument>* nodes = nullptr;
  std::unordered_map<std::string, const Value*> values;  // the last argument of a name wins
};

struct FieldInfo {
  std::unordered_map<const FieldInfo*, std::optional<std::string>> comparisons;  // reason, or none
  const NamedType* named_type = nullptr;
  std::optional<ArgumentInfo> arguments;
};

struct FieldDetails {
  const NamedType* parent_type = nullptr;  // any kind, or none
  const Selection* node = nullptr;
  const FieldDef* definition = nullptr;
  bool is_simple_leaf = false;
  std::unique_ptr<FieldInfo> info;
};

using FieldList = std::vector<FieldDetails*>;

struct CollectResult;

struct Overlap {
  const std::string* response_name;
  const FieldList* fields1;
  const FieldList* fields2;
};

// Fields of a selection set grouped by response name (in first-seen order) and the
// fragments it spreads.
struct CollectResult {
  std::deque<FieldDetails> storage;
  std::vector<std::pair<std::string, FieldList>> grouped;
  std::unordered_map<std::string, std::size_t> index;
  std::vector<std::string> fragment_names;
  std::unordered_map<std::string, bool> compared_fragments;  // name → mutually exclusive
  std::unordered_map<const CollectResult*, std::vector<Overlap>> overlapping;

  const FieldList* find(const std::string& name) const {
    auto it = index.find(name);
    return it == index.end() ? nullptr : &grouped[it->second].second;
  }
};

struct Conflict {
  std::string response_name;
  std::string reason;
  std::vector<const Selection*> fields1;
  std::vector<const Selection*> fields2;
};

std::string maybe_abbreviate(const std::string& text) {
  return text.size() > kMaxConflictDetailLength ? text.substr(0, kMaxConflictDetailLength) + "..." : text;
}

// A canonical text of a literal: equal texts for literals graphql-js considers the same
// (object fields in name order).
void canonical(std::string& out, const Value& v) {
  auto text = [&](char tag, const std::string& s) {
    out += tag;
    out += std::to_string(s.size());
    out += ':';
    out += s;
  };
  switch (v.kind) {
    case Value::Kind::Variable:
      text('V', v.text);
      return;
    case Value::Kind::Int:
      text('I', v.text);
      return;
    case Value::Kind::Float:
      text('F', v.text);
      return;
    case Value::Kind::String:
      text('S', v.text);
      return;
    case Value::Kind::Enum:
      text('E', v.text);
      return;
    case Value::Kind::Boolean:
      out += v.boolean ? "T" : "U";
      return;
    case Value::Kind::Null:
      out += 'N';
      return;
    case Value::Kind::List:
      out += 'L' + std::to_string(v.list.size()) + '[';
      for (const auto& item : v.list) canonical(out, item);
      out += ']';
      return;
    case Value::Kind::Object: {
      std::vector<const ObjectField*> fields;
      for (const auto& f : v.fields) fields.push_back(&f);
      std::stable_sort(fields.begin(), fields.end(),
                       [](const ObjectField* a, const ObjectField* b) { return a->name < b->name; });
      out += 'O' + std::to_string(fields.size()) + '{';
      for (const ObjectField* f : fields) {
        text('K', f->name);
        canonical(out, f->value);
      }
      out += '}';
      return;
    }
  }
}

class OverlappingFieldsCanBeMerged : public Rule {
 public:
  using Rule::Rule;

  bool enter(const Node& node, const Node* parent) override {
    if (node.kind != NodeKind::SelectionSet) return true;
    if (parent != nullptr && parent->kind == NodeKind::InlineFragment) return true;
    const auto& set = node.selection_set();
    if (set.size() <= 1 && (set.empty() || set.front().kind != Selection::Kind::InlineFragment)) return true;
    for (const Conflict& c : find_conflicts_within(ctx.type_info().parent_type(), set)) {
      std::vector<Location> locations;
      for (const Selection* s : c.fields1) locations.push_back(s->loc);
      for (const Selection* s : c.fields2) locations.push_back(s->loc);
      ctx.report("Fields \"" + maybe_abbreviate(c.response_name) + "\" conflict because " + c.reason +
                     ". Use different aliases on the fields to fetch both if this was intentional.",
                 std::move(locations));
    }
    return true;
  }

 private:
  void spend(long cost) {
    budget_ -= cost;
    if (budget_ < 0) ctx.abort_with("Validation aborted.");
  }

  // ---- collecting fields ----

  CollectResult& collect_fields(const NamedType* parent_type, const std::vector<Selection>& set) {
    auto& slot = collected_[{parent_type, &set}];
    if (!slot) {
      slot = std::make_unique<CollectResult>();
      collect_fields_into(parent_type, set, *slot);
    }
    return *slot;
  }

  CollectResult& collect_fragment_fields(const FragmentDefinition& fragment) {
    return collect_fields(ctx.schema().type(fragment.type_condition), fragment.selection_set);
  }

  void collect_fields_into(const NamedType* parent_type, const std::vector<Selection>& set, CollectResult& out) {
    for (const auto& s : set) {
      switch (s.kind) {
        case Selection::Kind::Field: {
          const FieldDef* def = nullptr;
          if (is_object(parent_type) || is_interface(parent_type)) def = parent_type->field(s.name);
          const std::string& key = s.response_key();
          auto [it, inserted] = out.index.try_emplace(key, out.grouped.size());
          if (inserted) out.grouped.push_back({key, {}});
          FieldDetails& d = out.storage.emplace_back();
          d.parent_type = parent_type;
          d.node = &s;
          d.definition = def;
          d.is_simple_leaf = s.arguments.empty() && s.selection_set.empty();
          out.grouped[it->second].second.push_back(&d);
          break;
        }
        case Selection::Kind::FragmentSpread:
          if (std::find(out.fragment_names.begin(), out.fragment_names.end(), s.name) == out.fragment_names.end())
            out.fragment_names.push_back(s.name);
          break;
        case Selection::Kind::InlineFragment: {
          const NamedType* type = s.type_condition.empty() ? parent_type : ctx.schema().type(s.type_condition);
          collect_fields_into(type, s.selection_set, out);
          break;
        }
      }
    }
  }

  // ---- comparing ----

  std::vector<Conflict> find_conflicts_within(const NamedType* parent_type, const std::vector<Selection>& set) {
    std::vector<Conflict> conflicts;
    CollectResult& fields = collect_fields(parent_type, set);
    collect_conflicts_within(conflicts, fields);
    const auto& names = fields.fragment_names;
    if (!names.empty() && (!fields.grouped.empty() || names.size() > 1)) {
      for (std::size_t i = 0; i < names.size(); ++i) {
        collect_conflicts_between_fields_and_fragment(conflicts, false, fields, names[i]);
        for (std::size_t j = i + 1; j < names.size(); ++j)
          collect_conflicts_between_fragments(conflicts, false, names[i], names[j]);
      }
    }
    return conflicts;
  }

  void collect_conflicts_between_fields_and_fragment(std::vector<Conflict>& conflicts, bool exclusive,
                                                     CollectResult& fields, const std::string& fragment_name) {
    spend(1);
    if (fields.grouped.empty()) return;
    auto compared = fields.compared_fragments.find(fragment_name);
    if (compared != fields.compared_fragments.end() && (!compared->second || exclusive)) return;
    fields.compared_fragments[fragment_name] = exclusive;
    const FragmentDefinition* fragment = ctx.fragment(fragment_name);
    if (fragment == nullptr) return;
    CollectResult& fields2 = collect_fragment_fields(*fragment);
    if (&fields == &fields2) return;
    collect_conflicts_between(conflicts, exclusive, fields, fields2);
    const auto& referenced = fields2.fragment_names;
    for (const auto& name : referenced)
      collect_conflicts_between_fields_and_fragment(conflicts, exclusive, fields, name);
  }

  bool compared_pair(const std::string& a, const std::string& b, bool exclusive) const {
    for (const auto& key : {std::make_pair(a, b), std::make_pair(b, a)}) {
      auto it = compared_pairs_.find(key);
      if (it != compared_pairs_.end() && (exclusive || !it->second)) return true;
    }
    return false;
  }

  void collect_conflicts_between_fragments(std::vector<Conflict>& conflicts, bool exclusive, const std::string& name1,
                                           const std::string& name2) {
    spend(2);
    if (name1 == name2) return;
    if (compared_pair(name1, name2, exclusive)) return;
    compared_pairs_[{name1, name2}] = exclusive;
    const FragmentDefinition* f1 = ctx.fragment(name1);
    const FragmentDefinition* f2 = ctx.fragment(name2);
    if (f1 == nullptr || f2 == nullptr) return;
    CollectResult& fields1 = collect_fragment_fields(*f1);
    CollectResult& fields2 = collect_fragment_fields(*f2);
    collect_conflicts_between(conflicts, exclusive, fields1, fields2);
    const auto& referenced2 = fields2.fragment_names;
    for (const auto& name : referenced2) collect_conflicts_between_fragments(conflicts, exclusive, name1, name);
    const auto& referenced1 = fields1.fragment_names;
    for (const auto& name : referenced1) collect_conflicts_between_fragments(conflicts, exclusive, name, name2);
  }

  std::vector<Conflict> find_conflicts_between_sub_selection_sets(bool exclusive, const NamedType* parent1,
                                                                  const std::vector<Selection>& set1,
                                                                  const NamedType* parent2,
                                                                  const std::vector<Selection>& set2) {
    std::vector<Conflict> conflicts;
    CollectResult& fields1 = collect_fields(parent1, set1);
    CollectResult& fields2 = collect_fields(parent2, set2);
    collect_conflicts_between(conflicts, exclusive, fields1, fields2);
    const auto& names1 = fields1.fragment_names;
    const auto& names2 = fields2.fragment_names;
    for (const auto& name : names2) collect_conflicts_between_fields_and_fragment(conflicts, exclusive, fields1, name);
    for (const auto& name : names1) collect_conflicts_between_fields_and_fragment(conflicts, exclusive, fields2, name);
    for (const auto& a : names1)
      for (const auto& b : names2) collect_conflicts_between_fragments(conflicts, exclusive, a, b);
    return conflicts;
  }

  void collect_conflicts_within(std::vector<Conflict>& conflicts, CollectResult& fields) {
    for (auto& [name, list] : fields.grouped) {
      for (std::size_t i = 0; i < list.size(); ++i)
        for (std::size_t j = i + 1; j < list.size(); ++j)
          if (auto c = find_conflict(false, name, *list[i], *list[j])) conflicts.push_back(std::move(*c));
    }
  }

  void collect_conflicts_between(std::vector<Conflict>& conflicts, bool exclusive, CollectResult& fields1,
                                 CollectResult& fields2) {
    if (fields1.grouped.empty() || fields2.grouped.empty()) return;
    const auto& overlaps = overlapping_fields(fields1, fields2);
    for (const Overlap& o : overlaps)
      for (FieldDetails* f1 : *o.fields1)
        for (FieldDetails* f2 : *o.fields2)
          if (auto c = find_conflict(exclusive, *o.response_name, *f1, *f2)) conflicts.push_back(std::move(*c));
  }

  const std::vector<Overlap>& overlapping_fields(CollectResult& fields1, const CollectResult& fields2) {
    if (auto it = fields1.overlapping.find(&fields2); it != fields1.overlapping.end()) return it->second;
    std::vector<Overlap> overlaps;
    for (const auto& [name, list] : fields1.grouped) {
      spend(1);
      if (const FieldList* other = fields2.find(name)) overlaps.push_back({&name, &list, other});
    }
    return fields1.overlapping[&fields2] = std::move(overlaps);
  }

  FieldInfo& field_info(FieldDetails& d) {
    if (!d.info) {
      d.info = std::make_unique<FieldInfo>();
      d.info->named_type = d.definition != nullptr ? ctx.types().named(&d.definition->type) : nullptr;
      if (!d.node->arguments.empty()) {
        ArgumentInfo args;
        args.nodes = &d.node->arguments;
        for (const auto& a : d.node->arguments) args.values[a.name] = &a.value;
        d.info->arguments = std::move(args);
      }
    }
    return *d.info;
  }

  const std::string& canonical_text(const Value& v) {
    auto& slot = canonical_[&v];
    if (slot.empty()) canonical(slot, v);
    return slot;
  }

  bool same_arguments(const std::optional<ArgumentInfo>& a, const std::optional<ArgumentInfo>& b) {
    if (!a) return !b;
    if (!b || a->nodes->size() != b->nodes->size()) return false;
    for (const auto& arg : *a->nodes) {
      spend(1);
      auto it = b->values.find(arg.name);
      if (it == b->values.end()) return false;
      if (canonical_text(arg.value) != canonical_text(*it->second)) return false;
    }
    return true;
  }

  // graphql-js doTypesConflict: list/non-null shapes must match and leaf types be equal.
  bool types_conflict(Type t1, Type t2) {
    if (same_type(t1, t2)) return false;
    spend(1);
    if (is_list(t1)) return is_list(t2) ? types_conflict(of_type(t1), of_type(t2)) : true;
    if (is_list(t2)) return true;
    if (is_non_null(t1)) return is_non_null(t2) ? types_conflict(of_type(t1), of_type(t2)) : true;
    if (is_non_null(t2)) return true;
    if (is_leaf(ctx.types().named(t1)) || is_leaf(ctx.types().named(t2))) return true;  // not the same type
    return false;
  }

  static bool same_type_object(const FieldDef* a, const FieldDef* b) {
    if (a == b) return true;
    if (a == nullptr || b == nullptr) return false;
    // graphql-js compares type objects: named types are shared, wrapped ones are per field.
    return a->type.kind == TypeRef::Kind::Named && b->type.kind == TypeRef::Kind::Named && a->type.name == b->type.name;
  }

  std::optional<Conflict> find_conflict(bool parents_exclusive, const std::string& response_name, FieldDetails& f1,
                                        FieldDetails& f2) {
    const bool exclusive = parents_exclusive ||
                           (f1.parent_type != f2.parent_type && is_object(f1.parent_type) && is_object(f2.parent_type));
    spend(2);
    if (f1.is_simple_leaf && f2.is_simple_leaf && same_type_object(f1.definition, f2.definition) &&
        f1.node->name == f2.node->name)
      return std::nullopt;

    const Selection& node1 = *f1.node;
    const Selection& node2 = *f2.node;
    if (!exclusive) {
      FieldInfo& info1 = field_info(f1);
      FieldInfo& info2 = field_info(f2);
      auto memo = info1.comparisons.find(&info2);
      std::optional<std::string> reason;
      if (memo != info1.comparisons.end()) {
        reason = memo->second;
      } else {
        if (node1.name != node2.name)
          reason = "\"" + maybe_abbreviate(node1.name) + "\" and \"" + maybe_abbreviate(node2.name) +
                   "\" are different fields";
        else if (!same_arguments(info1.arguments, info2.arguments))
          reason = "they have differing arguments";
        info1.comparisons[&info2] = reason;
      }
      if (reason) return Conflict{response_name, *reason, {&node1}, {&node2}};
    }

    Type type1 = f1.definition != nullptr ? &f1.definition->type : nullptr;
    Type type2 = f2.definition != nullptr ? &f2.definition->type : nullptr;
    if (type1 != nullptr && type2 != nullptr && types_conflict(type1, type2))
      return Conflict{
          response_name,
          "they return conflicting types \"" + type_to_string(*type1) + "\" and \"" + type_to_string(*type2) + "\"",
          {&node1},
          {&node2}};

    if (!node1.selection_set.empty() && !node2.selection_set.empty()) {
      const NamedType* named1 = field_info(f1).named_type;
      const NamedType* named2 = field_info(f2).named_type;
      auto sub = find_conflicts_between_sub_selection_sets(exclusive, named1, node1.selection_set, named2,
                                                           node2.selection_set);
      return subfield_conflicts(sub, response_name, node1, node2);
    }
    return std::nullopt;
  }

  static std::vector<const Selection*> conflict_nodes(const Selection& node, const std::vector<Conflict>& conflicts,
                                                      bool first_side) {
    std::vector<const Selection*> nodes{&node};
    for (const Conflict& c : conflicts) {
      const auto& side = first_side ? c.fields1 : c.fields2;
      std::size_t remaining = kMaxConflictNodes - nodes.size();
      std::size_t take = std::min(remaining, side.size());
      nodes.insert(nodes.end(), side.end() - static_cast<std::ptrdiff_t>(take), side.end());
      if (nodes.size() == kMaxConflictNodes) break;
    }
    return nodes;
  }

  static std::optional<Conflict> subfield_conflicts(const std::vector<Conflict>& conflicts,
                                                    const std::string& response_name, const Selection& node1,
                                                    const Selection& node2) {
    if (conflicts.empty()) return std::nullopt;
    std::string message;
    for (const Conflict& c : conflicts) {
      if (!message.empty()) message += " and ";
      message += "subfields \"" + maybe_abbreviate(c.response_name) + "\" conflict because " + c.reason;
      if (message.size() > kMaxConflictDetailLength) break;
    }
    return Conflict{response_name, maybe_abbreviate(message), conflict_nodes(node1, conflicts, true),
                    conflict_nodes(node2, conflicts, false)};
  }

  long budget_ = kMaxComplexityBudget;
  std::map<std::pair<const NamedType*, const void*>, std::unique_ptr<CollectResult>> collected_;
  std::map<std::pair<std::string, std::string>, bool> compared_pairs_;
  std::unordered_map<const Value*, std::string> canonical_;
};

}  // namespace

std::unique_ptr<Rule> overlapping_fields_can_be_merged(ValidationContext& c) {
  return std::make_unique<OverlappingFieldsCanBeMerged>(c);
}

}  // namespace karyana::graphql::validation

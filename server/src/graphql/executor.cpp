// Execution of a selection set (spec 6.3-6.4). Synchronous and serial: fields run in
// selection order, which is what mutations need and queries may do.
//
// Completion reports failure with `false`: the error is recorded at the point it happened
// (with its path), and the caller turns the failure into null at the nearest nullable
// position (field or list item), or passes it further up when that position is non-null.
#include "graphql/executor.hpp"

#include <exception>
#include <string>

#include <boost/json/array.hpp>
#include <boost/json/string.hpp>

namespace karyana::graphql::execution {

namespace json = boost::json;

SchemaIndex::SchemaIndex(const Schema& schema, const Resolvers& resolvers)
    : schema_(schema), resolvers_(resolvers), introspection_(introspection_resolvers(schema)) {
  auto make_entry = [&](const NamedType& parent, const FieldDef& def, const std::string& resolver_key) {
    FieldEntry entry;
    entry.def = &def;
    entry.named_type = schema.type(def.type.named());
    if (entry.named_type) entry.builtin = builtin_scalar(*entry.named_type);
    if (const Resolver* r = resolvers.find(resolver_key)) {
      entry.resolver = r;
    } else if (auto it = introspection_.find(resolver_key); it != introspection_.end()) {
      entry.resolver = &it->second;
    }
    return entry;
  };
  for (const auto& type : schema.types()) {
    TypeEntry entry;
    entry.type = type.get();
    if (type->kind == TypeKind::Object || type->kind == TypeKind::Interface) {
      for (const FieldDef& field : type->fields)
        entry.fields.emplace(field.name, make_entry(*type, field, type->name + "." + field.name));
    }
    // The meta-fields __schema and __type live on the query root only.
    if (type.get() == schema.query_type()) {
      for (const char* meta : {"__schema", "__type"}) {
        if (const FieldDef* def = schema.field(*type, meta))
          entry.fields.emplace(def->name, make_entry(*type, *def, meta));
      }
    }
    types_.emplace(type->name, std::move(entry));
  }
}

namespace {

// The response path as a linked list on the stack; copied into an error only when needed.
struct PathNode {
  const PathNode* prev = nullptr;
  std::string_view key;  // empty for a list index
  std::size_t index = 0;
};

json::array to_json_path(const PathNode* path) {
  std::size_t n = 0;
  for (const PathNode* p = path; p; p = p->prev) ++n;
  json::array out(n, nullptr);
  for (const PathNode* p = path; p; p = p->prev) {
    --n;
    if (p->key.empty())
      out[n] = static_cast<std::int64_t>(p->index);
    else
      out[n] = json::string(p->key);
  }
  return out;
}

// All AST fields sharing one response key, in document order.
struct FieldGroup {
  std::string_view key;
  const Selection* first = nullptr;
  std::vector<const Selection*> more;  // usually empty: no allocation
};
using GroupedFields = std::vector<FieldGroup>;

// Subfields collected once per concrete object type while completing a list.
using SubfieldMemo = std::vector<std::pair<const NamedType*, GroupedFields>>;

const json::value kNull = nullptr;
const json::object kNoArguments;

class Executor {
 public:
  Executor(const ExecutionRequest& request, std::vector<Error>& errors)
      : request_(request), index_(request.index), schema_(request.index.schema()), errors_(errors) {}

  // ---- CollectFields (spec 6.3.2) ----

  struct Collector {
    GroupedFields& out;
    std::vector<std::string_view> visited_fragments;
    std::unordered_map<std::string_view, std::size_t> by_key;  // built once `out` grows large

    void add(const Selection& field) {
      std::string_view key = field.response_key();
      constexpr std::size_t kLinearScan = 16;
      if (by_key.empty()) {
        for (auto& group : out)
          if (group.key == key) return group.more.push_back(&field);
        out.push_back({key, &field, {}});
        if (out.size() > kLinearScan)
          for (std::size_t i = 0; i < out.size(); ++i) by_key.emplace(out[i].key, i);
        return;
      }
      auto [it, inserted] = by_key.emplace(key, out.size());
      if (inserted)
        out.push_back({key, &field, {}});
      else
        out[it->second].more.push_back(&field);
    }
  };

  void collect(const NamedType& object_type, const std::vector<Selection>& selections, Collector& c) const {
    for (const Selection& s : selections) {
      if (!s.directives.empty() && !should_include(s.directives)) continue;
      switch (s.kind) {
        case Selection::Kind::Field:
          c.add(s);
          break;
        case Selection::Kind::InlineFragment:
          if (!s.type_condition.empty() && !type_applies(object_type, s.type_condition)) break;
          collect(object_type, s.selection_set, c);
          break;
        case Selection::Kind::FragmentSpread: {
          bool seen = false;
          for (auto name : c.visited_fragments) seen = seen || name == s.name;
          if (seen) break;
          c.visited_fragments.push_back(s.name);
          const FragmentDefinition* fragment = find_fragment(s.name);
          if (fragment == nullptr || !type_applies(object_type, fragment->type_condition)) break;
          collect(object_type, fragment->selection_set, c);
          break;
        }
      }
    }
  }

  bool should_include(const std::vector<Directive>& directives) const {
    for (const Directive& d : directives) {
      const bool skip = d.name == "skip";
      if (!skip && d.name != "include") continue;
      std::optional<bool> condition;
      for (const Argument& a : d.arguments) {
        if (a.name != "if") continue;
        if (a.value.kind == Value::Kind::Boolean)
          condition = a.value.boolean;
        else if (a.value.kind == Value::Kind::Variable) {
          const json::value* v = request_.variables.if_contains(a.value.text);
          if (v && v->is_bool()) condition = v->get_bool();
        }
      }
      // Validation guarantees `if: Boolean!`; a missing value leaves the field in.
      if (condition && *condition == skip) return false;
    }
    return true;
  }

  // DoesFragmentTypeApply (spec 6.3.2).
  bool type_applies(const NamedType& object_type, const std::string& condition) const {
    if (condition == object_type.name) return true;
    for (const auto& i : object_type.interfaces)
      if (i == condition) return true;
    const TypeEntry* t = index_.type(condition);
    if (t == nullptr || t->type->kind != TypeKind::Union) return false;
    for (const auto& member : t->type->possible_types)
      if (member == object_type.name) return true;
    return false;
  }

  const FragmentDefinition* find_fragment(std::string_view name) const {
    for (const auto& f : request_.document.fragments)
      if (f.name == name) return &f;
    return nullptr;
  }

  void collect_subfields(const NamedType& object_type, const FieldGroup& group, GroupedFields& out) const {
    Collector c{out, {}, {}};
    collect(object_type, group.first->selection_set, c);
    for (const Selection* s : group.more) collect(object_type, s->selection_set, c);
  }

  // ---- Execution ----

  json::value run_root(const TypeEntry& root) {
    GroupedFields fields;
    Collector c{fields, {}, {}};
    collect(*root.type, request_.operation.selection_set, c);
    json::object data;
    if (!execute_fields(root, fields, request_.root, nullptr, data)) return nullptr;
    return data;
  }

  // ExecuteSelectionSet: false when a non-null field failed (the object becomes null).
  bool execute_fields(const TypeEntry& type, const GroupedFields& fields, const json::value& parent,
                      const PathNode* path, json::object& out) {
    out.reserve(fields.size());
    for (const FieldGroup& group : fields) {
      const std::string& name = group.first->name;
      if (name == "__typename") {
        out.emplace(group.key, type.type->name);
        continue;
      }
      const FieldEntry* entry = type.field(name);
      if (entry == nullptr) continue;  // not on this type: validation's business; skipped
      PathNode field_path{path, group.key, 0};
      json::value value;
      if (!execute_field(type, *entry, group, parent, field_path, value)) return false;
      out.emplace(group.key, std::move(value));
    }
    return true;
  }

  struct FieldContext {
    const TypeEntry& parent_type;
    const FieldEntry& entry;
    const FieldGroup& group;
  };

  // ExecuteField: resolve, then complete; false propagates a null into a non-null field.
  bool execute_field(const TypeEntry& parent_type, const FieldEntry& entry, const FieldGroup& group,
                     const json::value& parent, const PathNode& path, json::value& out) {
    const FieldDef& def = *entry.def;
    const Selection& node = *group.first;
    FieldContext fc{parent_type, entry, group};

    json::object coerced_args;
    const json::object* args = &kNoArguments;
    if (!def.arguments.empty()) {
      Error error;
      if (!coerce_argument_values(schema_, def.arguments, node.arguments, request_.variables, coerced_args, error)) {
        if (error.locations.empty()) error.locations = locations(group);
        error.path = to_json_path(&path);
        errors_.push_back(std::move(error));
        return null_or_propagate(def.type, out);
      }
      args = &coerced_args;
    }

    json::value owned;
    const json::value* value = &kNull;
    if (entry.resolver != nullptr) {
      try {
        ResolveInfo info{parent, *args, request_.context, node, def, *parent_type.type};
        owned = (*entry.resolver)(info);
        value = &owned;
      } catch (const FieldError& e) {
        add_error(e.message, group, path, e.extensions);
        return null_or_propagate(def.type, out);
      } catch (const std::exception& e) {
        // Never leak internals (SQL, file names) to clients; the context may log them.
        report_internal_error(parent_type, def, e.what());
        add_error("Internal server error", group, path);
        return null_or_propagate(def.type, out);
      } catch (...) {
        report_internal_error(parent_type, def, "unknown exception");
        add_error("Internal server error", group, path);
        return null_or_propagate(def.type, out);
      }
    } else if (request_.subscription_event && path.prev == nullptr) {
      value = &request_.root;  // a subscription root field's value is the event itself
    } else if (parent.is_object()) {
      if (const json::value* v = parent.get_object().if_contains(def.name)) value = v;
    }

    if (!complete(def.type, fc, *value, path, out, nullptr)) return null_or_propagate(def.type, out);
    return true;
  }

  void report_internal_error(const TypeEntry& parent_type, const FieldDef& def, const char* what) {
    try {
      request_.context.on_internal_error(parent_type.type->name + "." + def.name, what);
    } catch (...) {
      // a failing logger must not fail the request
    }
  }

  static bool null_or_propagate(const TypeRef& type, json::value& out) {
    if (type.kind == TypeRef::Kind::NonNull) return false;
    out = nullptr;
    return true;
  }

  // CompleteValue (spec 6.4.3).
  bool complete(const TypeRef& type, const FieldContext& fc, const json::value& value, const PathNode& path,
                json::value& out, SubfieldMemo* memo) {
    if (type.kind == TypeRef::Kind::NonNull) {
      if (!complete(*type.of, fc, value, path, out, memo)) return false;
      if (!out.is_null()) return true;
      add_error(
          "Cannot return null for non-nullable field " + fc.parent_type.type->name + "." + fc.entry.def->name + ".",
          fc.group, path);
      return false;
    }
    if (value.is_null()) {
      out = nullptr;
      return true;
    }
    if (type.kind == TypeRef::Kind::List) {
      if (!value.is_array()) {
        add_error("Expected Iterable, but did not find one for field \"" + fc.parent_type.type->name + "." +
                      fc.entry.def->name + "\".",
                  fc.group, path);
        return false;
      }
      const json::array& items = value.get_array();
      const TypeRef& item_type = *type.of;
      json::array result;
      result.reserve(items.size());
      SubfieldMemo item_memo;
      for (std::size_t i = 0; i < items.size(); ++i) {
        PathNode item_path{&path, {}, i};
        json::value item;
        if (!complete(item_type, fc, items[i], item_path, item, &item_memo)) {
          if (item_type.kind == TypeRef::Kind::NonNull) return false;
          item = nullptr;
        }
        result.push_back(std::move(item));
      }
      out = std::move(result);
      return true;
    }

    const NamedType* named = fc.entry.named_type;
    if (named == nullptr) {
      add_error("Internal server error", fc.group, path);
      return false;
    }
    if (named->is_leaf()) {
      std::string message;
      if (serialize_leaf(*named, fc.entry.builtin, value, out, message)) return true;
      add_error(std::move(message), fc.group, path);
      return false;
    }

    const NamedType* object_type = named;
    if (named->kind != TypeKind::Object) {
      object_type = resolve_abstract_type(*named, value, fc, path);
      if (object_type == nullptr) return false;
    }
    const TypeEntry* object_entry = index_.type(object_type->name);
    if (object_entry == nullptr) {
      add_error("Internal server error", fc.group, path);
      return false;
    }

    GroupedFields local;
    const GroupedFields* subfields = &local;
    if (memo != nullptr) {
      subfields = nullptr;
      for (auto& [t, fields] : *memo)
        if (t == object_type) subfields = &fields;
      if (subfields == nullptr) {
        memo->emplace_back(object_type, GroupedFields{});
        collect_subfields(*object_type, fc.group, memo->back().second);
        subfields = &memo->back().second;
      }
    } else {
      collect_subfields(*object_type, fc.group, local);
    }

    json::object object;
    if (!execute_fields(*object_entry, *subfields, value, &path, object)) return false;
    out = std::move(object);
    return true;
  }

  // ResolveAbstractType: the value names its object type in "__typename".
  const NamedType* resolve_abstract_type(const NamedType& abstract, const json::value& value, const FieldContext& fc,
                                         const PathNode& path) {
    const json::value* name = value.is_object() ? value.get_object().if_contains("__typename") : nullptr;
    if (name == nullptr || !name->is_string()) {
      add_error("Abstract type \"" + abstract.name + "\" must resolve to an Object type at runtime for field \"" +
                    fc.parent_type.type->name + "." + fc.entry.def->name +
                    "\". The resolver must return an object with a \"__typename\" member.",
                fc.group, path);
      return nullptr;
    }
    std::string_view type_name = name->get_string();
    const TypeEntry* runtime = index_.type(type_name);
    if (runtime == nullptr) {
      add_error("Abstract type \"" + abstract.name + "\" was resolved to a type \"" + std::string(type_name) +
                    "\" that does not exist inside the schema.",
                fc.group, path);
      return nullptr;
    }
    if (runtime->type->kind != TypeKind::Object) {
      add_error("Abstract type \"" + abstract.name + "\" was resolved to a non-object type \"" +
                    std::string(type_name) + "\".",
                fc.group, path);
      return nullptr;
    }
    bool possible = false;
    for (const auto& t : abstract.possible_types) possible = possible || t == type_name;
    if (!possible) {
      add_error("Runtime Object type \"" + std::string(type_name) + "\" is not a possible type for \"" + abstract.name +
                    "\".",
                fc.group, path);
      return nullptr;
    }
    return runtime->type;
  }

  // ---- Errors ----

  static std::vector<Location> locations(const FieldGroup& group) {
    std::vector<Location> out;
    out.reserve(1 + group.more.size());
    out.push_back(group.first->loc);
    for (const Selection* s : group.more) out.push_back(s->loc);
    return out;
  }

  void add_error(std::string message, const FieldGroup& group, const PathNode& path, json::object extensions = {}) {
    Error e;
    e.message = std::move(message);
    e.locations = locations(group);
    e.path = to_json_path(&path);
    e.extensions = std::move(extensions);
    errors_.push_back(std::move(e));
  }

  const ExecutionRequest& request_;
  const SchemaIndex& index_;
  const Schema& schema_;
  std::vector<Error>& errors_;
};

}  // namespace

json::value execute_operation(const ExecutionRequest& request, std::vector<Error>& errors) {
  const NamedType* root_type = request.index.schema().root_type(request.operation.operation);
  const TypeEntry* root = request.index.type(root_type);
  if (root == nullptr) return nullptr;
  Executor executor(request, errors);
  return executor.run_root(*root);
}

std::vector<const Selection*> collect_root_fields(const ExecutionRequest& request, const NamedType& root_type) {
  std::vector<Error> unused;
  Executor executor(request, unused);
  GroupedFields fields;
  Executor::Collector c{fields, {}, {}};
  executor.collect(root_type, request.operation.selection_set, c);
  std::vector<const Selection*> out;
  for (const auto& group : fields) out.push_back(group.first);
  return out;
}

}  // namespace karyana::graphql::execution

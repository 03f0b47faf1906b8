// Introspection (spec section 4): resolvers for the fields of __Schema, __Type, __Field,
// __InputValue, __EnumValue and __Directive, plus the query root's __schema and __type.
//
// Values: a __Type is a JSON string holding a type reference ("[Int!]!", "User"), so the
// recursive type graph never has to be materialised; __Field, __InputValue, __EnumValue
// and __Directive are plain JSON objects whose members the default resolver reads, except
// `args`, which honours includeDeprecated.
#include <string>
#include <string_view>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/string.hpp>

#include "graphql/default_literal.hpp"
#include "graphql/executor.hpp"
#include "graphql/values.hpp"

namespace karyana::graphql::execution {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

json::value reason_or_null(const std::optional<std::string>& r) { return r ? json::value(*r) : json::value(nullptr); }

json::object input_value_json(const Schema& s, const InputValue& v) {
  return json::object{
      {"name", v.name},
      {"description", text_or_null(v.description)},
      {"type", type_to_string(v.type)},
      {"defaultValue", v.default_value ? json::value(default_literal(s, v)) : json::value(nullptr)},
      {"isDeprecated", v.deprecation_reason.has_value()},
      {"deprecationReason", reason_or_null(v.deprecation_reason)},
  };
}

json::array input_values_json(const Schema& s, const std::vector<InputValue>& values) {
  json::array out;
  for (const auto& v : values) out.push_back(input_value_json(s, v));
  return out;
}

json::object field_json(const Schema& s, const FieldDef& f) {
  return json::object{
      {"name", f.name},
      {"description", text_or_null(f.description)},
      {"args", input_values_json(s, f.arguments)},
      {"type", type_to_string(f.type)},
      {"isDeprecated", f.deprecation_reason.has_value()},
      {"deprecationReason", reason_or_null(f.deprecation_reason)},
  };
}

json::object directive_json(const Schema& s, const DirectiveDef& d) {
  json::array locations;
  for (const auto& l : d.locations) locations.emplace_back(l);
  return json::object{
      {"name", d.name},
      {"description", text_or_null(d.description)},
      {"isRepeatable", d.repeatable},
      {"locations", std::move(locations)},
      {"args", input_values_json(s, d.arguments)},
  };
}

bool include_deprecated(const ResolveInfo& info) {
  const json::value* v = info.args.if_contains("includeDeprecated");
  return v && v->is_bool() && v->get_bool();
}

// Keeps the members of `items` (JSON objects) that are not deprecated, unless asked for all.
json::value filter_deprecated(const json::value* items, bool include) {
  if (items == nullptr || !items->is_array()) return nullptr;
  if (include) return *items;
  json::array out;
  for (const auto& item : items->get_array()) {
    const json::value* d = item.is_object() ? item.get_object().if_contains("isDeprecated") : nullptr;
    if (!(d && d->is_bool() && d->get_bool())) out.push_back(item);
  }
  return out;
}

// A __Type value taken apart: a wrapper (NON_NULL, LIST) around `of`, or a named type.
struct TypeView {
  enum class Kind { NonNull, List, Named, Invalid } kind = Kind::Invalid;
  std::string_view of;
  const NamedType* named = nullptr;
};

TypeView view(const Schema& schema, const json::value& parent) {
  TypeView v;
  if (!parent.is_string()) return v;
  std::string_view s = parent.get_string();
  if (s.size() > 1 && s.back() == '!') {
    v.kind = TypeView::Kind::NonNull;
    v.of = s.substr(0, s.size() - 1);
  } else if (s.size() > 2 && s.front() == '[' && s.back() == ']') {
    v.kind = TypeView::Kind::List;
    v.of = s.substr(1, s.size() - 2);
  } else if ((v.named = schema.type(s)) != nullptr) {
    v.kind = TypeView::Kind::Named;
  }
  return v;
}

const char* kind_name(TypeKind k) {
  switch (k) {
    case TypeKind::Scalar:
      return "SCALAR";
    case TypeKind::Object:
      return "OBJECT";
    case TypeKind::Interface:
      return "INTERFACE";
    case TypeKind::Union:
      return "UNION";
    case TypeKind::Enum:
      return "ENUM";
    case TypeKind::InputObject:
      return "INPUT_OBJECT";
  }
  return "SCALAR";
}

json::array names(const std::vector<std::string>& list) {
  json::array out;
  for (const auto& n : list) out.emplace_back(n);
  return out;
}

}  // namespace

std::unordered_map<std::string, Resolver> introspection_resolvers(const Schema& schema) {
  const Schema* s = &schema;
  std::unordered_map<std::string, Resolver> r;

  // Query root meta-fields. Any non-null value stands for the schema.
  r["__schema"] = [](const ResolveInfo&) -> json::value { return json::object{}; };
  r["__type"] = [s](const ResolveInfo& info) -> json::value {
    const json::value* name = info.args.if_contains("name");
    if (name == nullptr || !name->is_string() || s->type(name->get_string()) == nullptr) return nullptr;
    return *name;
  };

  r["__Schema.description"] = [s](const ResolveInfo&) -> json::value { return text_or_null(s->description()); };
  r["__Schema.types"] = [s](const ResolveInfo&) -> json::value {
    json::array out;
    for (const auto& t : s->types()) out.emplace_back(t->name);
    return out;
  };
  auto root_name = [s](OperationType op) {
    return [s, op](const ResolveInfo&) -> json::value {
      const NamedType* t = s->root_type(op);
      return t ? json::value(t->name) : json::value(nullptr);
    };
  };
  r["__Schema.queryType"] = root_name(OperationType::Query);
  r["__Schema.mutationType"] = root_name(OperationType::Mutation);
  r["__Schema.subscriptionType"] = root_name(OperationType::Subscription);
  r["__Schema.directives"] = [s](const ResolveInfo&) -> json::value {
    json::array out;
    for (const auto& d : s->directives()) out.push_back(directive_json(*s, *d));
    return out;
  };

  r["__Type.kind"] = [s](const ResolveInfo& info) -> json::value {
    TypeView v = view(*s, info.parent);
    switch (v.kind) {
      case TypeView::Kind::NonNull:
        return "NON_NULL";
      case TypeView::Kind::List:
        return "LIST";
      case TypeView::Kind::Named:
        return kind_name(v.named->kind);
      case TypeView::Kind::Invalid:
        return nullptr;
    }
    return nullptr;
  };
  // Members that only named types have; wrappers answer null.
  auto named_member = [s](auto member) {
    return [s, member](const ResolveInfo& info) -> json::value {
      TypeView v = view(*s, info.parent);
      if (v.kind != TypeView::Kind::Named) return nullptr;
      return member(*v.named, info);
    };
  };
  r["__Type.name"] =
      named_member([](const NamedType& t, const ResolveInfo&) -> json::value { return json::value(t.name); });
  r["__Type.description"] =
      named_member([](const NamedType& t, const ResolveInfo&) { return text_or_null(t.description); });
  r["__Type.specifiedByURL"] = named_member([](const NamedType& t, const ResolveInfo&) -> json::value {
    return t.specified_by_url ? json::value(*t.specified_by_url) : json::value(nullptr);
  });
  r["__Type.fields"] = named_member([s](const NamedType& t, const ResolveInfo& info) -> json::value {
    if (t.kind != TypeKind::Object && t.kind != TypeKind::Interface) return nullptr;
    const bool all = include_deprecated(info);
    json::array out;
    for (const auto& f : t.fields) {
      if (f.name.rfind("__", 0) == 0) continue;  // meta-fields are not listed
      if (all || !f.deprecation_reason) out.push_back(field_json(*s, f));
    }
    return out;
  });
  r["__Type.interfaces"] = named_member([](const NamedType& t, const ResolveInfo&) -> json::value {
    if (t.kind != TypeKind::Object && t.kind != TypeKind::Interface) return nullptr;
    return names(t.interfaces);
  });
  r["__Type.possibleTypes"] = named_member([](const NamedType& t, const ResolveInfo&) -> json::value {
    if (t.kind != TypeKind::Interface && t.kind != TypeKind::Union) return nullptr;
    return names(t.possible_types);
  });
  r["__Type.enumValues"] = named_member([](const NamedType& t, const ResolveInfo& info) -> json::value {
    if (t.kind != TypeKind::Enum) return nullptr;
    const bool all = include_deprecated(info);
    json::array out;
    for (const auto& e : t.enum_values) {
      if (!all && e.deprecation_reason) continue;
      out.push_back(json::object{
          {"name", e.name},
          {"description", text_or_null(e.description)},
          {"isDeprecated", e.deprecation_reason.has_value()},
          {"deprecationReason", reason_or_null(e.deprecation_reason)},
      });
    }
    return out;
  });
  r["__Type.inputFields"] = named_member([s](const NamedType& t, const ResolveInfo& info) -> json::value {
    if (t.kind != TypeKind::InputObject) return nullptr;
    const bool all = include_deprecated(info);
    json::array out;
    for (const auto& f : t.input_fields)
      if (all || !f.deprecation_reason) out.push_back(input_value_json(*s, f));
    return out;
  });
  r["__Type.isOneOf"] = named_member([](const NamedType& t, const ResolveInfo&) -> json::value {
    return t.kind == TypeKind::InputObject ? json::value(false) : json::value(nullptr);
  });
  r["__Type.ofType"] = [s](const ResolveInfo& info) -> json::value {
    TypeView v = view(*s, info.parent);
    if (v.kind != TypeView::Kind::NonNull && v.kind != TypeView::Kind::List) return nullptr;
    return json::string(v.of);
  };

  auto args = [](const ResolveInfo& info) -> json::value {
    const json::value* all = info.parent.is_object() ? info.parent.get_object().if_contains("args") : nullptr;
    return filter_deprecated(all, include_deprecated(info));
  };
  r["__Field.args"] = args;
  r["__Directive.args"] = args;
  return r;
}

}  // namespace karyana::graphql::execution

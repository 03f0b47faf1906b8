// Schema::from_sdl: the user's SDL plus the built-ins (schema/builtins.hpp) become one
// Schema. Steps: declare every type and directive, fill them from their definitions, merge
// extensions, pick the root types, then check the result (schema/checks.cpp) and compute
// possible types. Errors are std::runtime_error reading "line:column: message".
#include "graphql/schema/builder.hpp"

#include <algorithm>
#include <stdexcept>

#include "graphql/parser.hpp"
#include "graphql/schema/builtins.hpp"

namespace karyana::graphql {

namespace {

const char* location_of(TypeSystemDefinition::Kind kind) {
  switch (kind) {
    case TypeSystemDefinition::Kind::Schema:
      return "SCHEMA";
    case TypeSystemDefinition::Kind::Scalar:
      return "SCALAR";
    case TypeSystemDefinition::Kind::Object:
      return "OBJECT";
    case TypeSystemDefinition::Kind::Interface:
      return "INTERFACE";
    case TypeSystemDefinition::Kind::Union:
      return "UNION";
    case TypeSystemDefinition::Kind::Enum:
      return "ENUM";
    case TypeSystemDefinition::Kind::InputObject:
      return "INPUT_OBJECT";
    case TypeSystemDefinition::Kind::Directive:
      return "";
  }
  return "";
}

TypeKind type_kind(TypeSystemDefinition::Kind kind) {
  switch (kind) {
    case TypeSystemDefinition::Kind::Object:
      return TypeKind::Object;
    case TypeSystemDefinition::Kind::Interface:
      return TypeKind::Interface;
    case TypeSystemDefinition::Kind::Union:
      return TypeKind::Union;
    case TypeSystemDefinition::Kind::Enum:
      return TypeKind::Enum;
    case TypeSystemDefinition::Kind::InputObject:
      return TypeKind::InputObject;
    default:
      return TypeKind::Scalar;
  }
}

const char* kind_word(TypeKind kind) {
  switch (kind) {
    case TypeKind::Scalar:
      return "scalar";
    case TypeKind::Object:
      return "object";
    case TypeKind::Interface:
      return "interface";
    case TypeKind::Union:
      return "union";
    case TypeKind::Enum:
      return "enum";
    case TypeKind::InputObject:
      return "input object";
  }
  return "";
}

bool is_builtin_scalar(std::string_view name) {
  for (const char* s : schema_builtins::kScalarNames)
    if (name == s) return true;
  return false;
}

bool is_type_definition(const TypeSystemDefinition& d) {
  return d.kind != TypeSystemDefinition::Kind::Schema && d.kind != TypeSystemDefinition::Kind::Directive;
}

const Argument* find_argument(const Directive& d, std::string_view name) {
  for (const auto& a : d.arguments)
    if (a.name == name) return &a;
  return nullptr;
}

}  // namespace

std::shared_ptr<const Schema> SchemaBuilder::build(std::string_view sdl) {
  Document user, builtins;
  try {
    user = parse(sdl);
  } catch (const SyntaxError& e) {
    throw std::runtime_error(std::to_string(e.loc.line) + ":" + std::to_string(e.loc.column) + ": " + e.what());
  }
  builtins = parse(schema_builtins::kSdl);
  if (!user.operations.empty()) fail("Executable definitions are not allowed in a schema.", user.operations[0].loc);
  if (!user.fragments.empty()) fail("Executable definitions are not allowed in a schema.", user.fragments[0].loc);

  auto schema = std::make_shared<Schema>();
  SchemaBuilder b(*schema);
  b.declare(user, false);
  b.declare(builtins, true);
  b.fill(builtins, true);
  b.fill(user, false);
  b.extend(user);
  b.pick_roots(user);
  b.make_meta_fields();
  b.check();
  b.compute_possible_types();
  return schema;
}

void SchemaBuilder::fail(const std::string& message, Location at) {
  throw std::runtime_error(std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + message);
}

void SchemaBuilder::check_name(const std::string& name, Location at) const {
  if (!builtin_ && name.size() >= 2 && name[0] == '_' && name[1] == '_')
    fail("Name \"" + name + "\" must not begin with \"__\", which is reserved by GraphQL introspection.", at);
}

// ---- declaring: every named type and directive exists before anything refers to it ----

void SchemaBuilder::declare(const Document& doc, bool builtin) {
  builtin_ = builtin;
  for (const auto& d : doc.type_system) {
    if (d.is_extension) continue;
    if (d.kind == TypeSystemDefinition::Kind::Directive) {
      check_name(d.name, d.loc);
      // A built-in clashing with the user's definition is reported where the user wrote it.
      if (s_.directive_by_name_.count(d.name))
        fail("There can be only one directive named \"@" + d.name + "\".", builtin ? where("@" + d.name) : d.loc);
      where_["@" + d.name] = d.loc;
      auto def = std::make_unique<DirectiveDef>();
      def->name = d.name;
      s_.directive_by_name_[d.name] = def.get();
      s_.directives_.push_back(std::move(def));
      continue;
    }
    if (!is_type_definition(d)) continue;
    // `scalar Int` in user SDL is allowed and means the built-in.
    if (!builtin && d.kind == TypeSystemDefinition::Kind::Scalar && is_builtin_scalar(d.name)) continue;
    check_name(d.name, d.loc);
    if (s_.by_name_.count(d.name))
      fail("There can be only one type named \"" + d.name + "\".", builtin ? where(d.name) : d.loc);
    where_[d.name] = d.loc;
    auto t = std::make_unique<NamedType>();
    t->kind = type_kind(d.kind);
    t->name = d.name;
    s_.by_name_[d.name] = t.get();
    s_.types_.push_back(std::move(t));
  }
}

// ---- filling: fields, arguments, values, members, directives applied ----

void SchemaBuilder::fill(const Document& doc, bool builtin) {
  builtin_ = builtin;
  // Directive definitions first: types may use directives defined further down.
  for (const auto& d : doc.type_system) {
    if (d.kind == TypeSystemDefinition::Kind::Directive) {
      DirectiveDef& def = *s_.directive_by_name_.at(d.name);
      def.description = d.description;
      def.repeatable = d.repeatable;
      for (const auto& loc : d.directive_locations) {
        if (std::find(def.locations.begin(), def.locations.end(), loc) != def.locations.end())
          fail("Directive \"@" + d.name + "\" lists location " + loc + " more than once.", d.loc);
        def.locations.push_back(loc);
      }
      for (const auto& arg : d.input_fields) add_input_value(def.arguments, arg, "@" + d.name, "ARGUMENT_DEFINITION");
      where_["@" + d.name] = d.loc;
    }
  }
  for (const auto& d : doc.type_system) {
    if (d.is_extension || !is_type_definition(d)) continue;
    if (!builtin && d.kind == TypeSystemDefinition::Kind::Scalar && is_builtin_scalar(d.name)) {
      check_applied(d.directives, "SCALAR");
      continue;
    }
    NamedType& t = *s_.by_name_.at(d.name);
    t.description = d.description;
    where_[t.name] = d.loc;
    add_parts(t, d);
  }
}

void SchemaBuilder::extend(const Document& doc) {
  builtin_ = false;
  for (const auto& d : doc.type_system) {
    if (!d.is_extension || d.kind == TypeSystemDefinition::Kind::Schema) continue;
    auto it = s_.by_name_.find(d.name);
    if (it == s_.by_name_.end() || is_builtin_scalar(d.name) || d.name.starts_with("__"))
      fail("Cannot extend type \"" + d.name + "\" because it is not defined.", d.loc);
    NamedType& t = *it->second;
    if (t.kind != type_kind(d.kind))
      fail("Cannot extend non-" + std::string(kind_word(type_kind(d.kind))) + " type \"" + d.name + "\".", d.loc);
    add_parts(t, d);
  }
}

void SchemaBuilder::add_parts(NamedType& t, const TypeSystemDefinition& d) {
  check_applied(d.directives, location_of(d.kind));
  if (const Directive* by = find_directive(d.directives, "specifiedBy")) {
    const Argument* url = find_argument(*by, "url");
    if (url && url->value.kind == Value::Kind::String) t.specified_by_url = url->value.text;
  }
  for (const auto& name : d.interfaces) t.interfaces.push_back(name);
  for (const auto& name : d.union_members) {
    if (std::find(t.possible_types.begin(), t.possible_types.end(), name) != t.possible_types.end())
      fail("Union type " + t.name + " can only include type " + name + " once.", d.loc);
    t.possible_types.push_back(name);
  }
  for (const auto& f : d.fields) {
    check_name(f.name, f.loc);
    if (t.field(f.name)) fail("Field \"" + t.name + "." + f.name + "\" can only be defined once.", f.loc);
    check_applied(f.directives, "FIELD_DEFINITION");
    FieldDef def;
    def.name = f.name;
    def.description = f.description;
    def.type = f.type;
    def.deprecation_reason = deprecation(f.directives);
    const std::string owner = t.name + "." + f.name;
    for (const auto& arg : f.arguments) add_input_value(def.arguments, arg, owner, "ARGUMENT_DEFINITION");
    where_[owner] = f.loc;
    t.fields.push_back(std::move(def));
  }
  for (const auto& v : d.enum_values) {
    check_name(v.name, v.loc);
    if (t.enum_value(v.name)) fail("Enum value \"" + t.name + "." + v.name + "\" can only be defined once.", v.loc);
    check_applied(v.directives, "ENUM_VALUE");
    t.enum_values.push_back(EnumValue{v.name, v.description, deprecation(v.directives)});
  }
  if (d.kind == TypeSystemDefinition::Kind::InputObject)
    for (const auto& f : d.input_fields) add_input_value(t.input_fields, f, t.name, "INPUT_FIELD_DEFINITION");
}

void SchemaBuilder::add_input_value(std::vector<InputValue>& into, const InputValueDefinition& def,
                                    const std::string& owner, const char* location) {
  check_name(def.name, def.loc);
  const bool is_argument = std::string_view(location) == "ARGUMENT_DEFINITION";
  const std::string key = is_argument ? owner + "(" + def.name + ":)" : owner + "." + def.name;
  for (const auto& existing : into)
    if (existing.name == def.name)
      fail(std::string(is_argument ? "Argument \"" : "Field \"") + key + "\" can only be defined once.", def.loc);
  check_applied(def.directives, location);
  InputValue v{def.name, def.description, def.type, def.default_value, deprecation(def.directives)};
  if (v.deprecation_reason && def.type.kind == TypeRef::Kind::NonNull && !def.default_value)
    fail(std::string(is_argument ? "Required argument " : "Required input field ") + key + " cannot be deprecated.",
         def.loc);
  where_[key] = def.loc;
  into.push_back(std::move(v));
}

const Directive* SchemaBuilder::find_directive(const std::vector<Directive>& applied, std::string_view name) {
  for (const auto& d : applied)
    if (d.name == name) return &d;
  return nullptr;
}

std::optional<std::string> SchemaBuilder::deprecation(const std::vector<Directive>& applied) {
  const Directive* d = find_directive(applied, "deprecated");
  if (d == nullptr) return std::nullopt;
  const Argument* reason = find_argument(*d, "reason");
  if (reason && reason->value.kind == Value::Kind::String) return reason->value.text;
  return std::string("No longer supported");
}

// Directives used in SDL must exist, be allowed at the place, appear once unless repeatable,
// and get exactly the arguments they declare (required ones included).
void SchemaBuilder::check_applied(const std::vector<Directive>& applied, const char* location) const {
  for (std::size_t i = 0; i < applied.size(); ++i) {
    const Directive& d = applied[i];
    const DirectiveDef* def = s_.directive(d.name);
    if (def == nullptr) fail("Unknown directive \"@" + d.name + "\".", d.loc);
    if (std::find(def->locations.begin(), def->locations.end(), location) == def->locations.end())
      fail("Directive \"@" + d.name + "\" may not be used on " + location + ".", d.loc);
    if (!def->repeatable)
      for (std::size_t j = 0; j < i; ++j)
        if (applied[j].name == d.name)
          fail("The directive \"@" + d.name + "\" can only be used once at this location.", d.loc);
    for (const auto& a : d.arguments)
      if (def->argument(a.name) == nullptr)
        fail("Unknown argument \"" + a.name + "\" on directive \"@" + d.name + "\".", a.loc);
    for (const auto& want : def->arguments) {
      const Argument* given = find_argument(d, want.name);
      if (given == nullptr && want.type.kind == TypeRef::Kind::NonNull && !want.default_value)
        fail("Directive \"@" + d.name + "\" argument \"" + want.name + "\" is required, but it was not provided.",
             d.loc);
      // The standard directives' arguments are all strings or booleans: check the literal kind.
      if (given && want.type.named() == "String" && given->value.kind != Value::Kind::String &&
          !(given->value.kind == Value::Kind::Null && want.type.kind != TypeRef::Kind::NonNull))
        fail("Argument \"" + want.name + "\" of directive \"@" + d.name + "\" must be a String.", given->loc);
    }
  }
}

// ---- roots and meta-fields ----

void SchemaBuilder::pick_roots(const Document& doc) {
  const TypeSystemDefinition* schema_def = nullptr;
  std::vector<const RootOperationTypeDefinition*> roots;
  for (const auto& d : doc.type_system) {
    if (d.kind != TypeSystemDefinition::Kind::Schema) continue;
    if (!d.is_extension) {
      if (schema_def) fail("Must provide only one schema definition.", d.loc);
      schema_def = &d;
      s_.description_ = d.description;
    }
    check_applied(d.directives, "SCHEMA");
    for (const auto& r : d.root_operations) roots.push_back(&r);
  }
  auto set_root = [&](OperationType op, const std::string& name, Location at) {
    const char* words[] = {"query", "mutation", "subscription"};
    const NamedType*& slot = op == OperationType::Query      ? s_.query_
                             : op == OperationType::Mutation ? s_.mutation_
                                                             : s_.subscription_;
    if (slot)
      fail(std::string("Type for ") + words[static_cast<int>(op)] +
               " already defined in the schema. It cannot be redefined.",
           at);
    const NamedType* t = s_.type(name);
    if (t == nullptr) fail("Unknown type \"" + name + "\".", at);
    if (t->kind != TypeKind::Object) {
      std::string word = words[static_cast<int>(op)];
      word[0] = static_cast<char>(word[0] - 'a' + 'A');
      fail(word + " root type must be Object type, it cannot be " + name + ".", at);
    }
    slot = t;
  };
  if (schema_def == nullptr) {
    if (const NamedType* q = s_.type("Query"); q && q->kind == TypeKind::Object) s_.query_ = q;
    if (const NamedType* m = s_.type("Mutation"); m && m->kind == TypeKind::Object) s_.mutation_ = m;
    if (const NamedType* sub = s_.type("Subscription"); sub && sub->kind == TypeKind::Object) s_.subscription_ = sub;
    for (const auto* r : roots) {
      const NamedType*& slot = r->operation == OperationType::Query      ? s_.query_
                               : r->operation == OperationType::Mutation ? s_.mutation_
                                                                         : s_.subscription_;
      slot = nullptr;  // an explicit root in `extend schema` replaces the default one
      set_root(r->operation, r->type_name, r->loc);
    }
  } else {
    for (const auto* r : roots) set_root(r->operation, r->type_name, r->loc);
  }
  if (s_.query_ == nullptr) fail("Query root type must be provided.", schema_def ? schema_def->loc : Location{1, 1});
}

void SchemaBuilder::make_meta_fields() {
  auto named = [](const char* name) { return TypeRef{TypeRef::Kind::Named, name, nullptr, {}}; };
  auto non_null = [](TypeRef t) {
    return TypeRef{TypeRef::Kind::NonNull, {}, std::make_shared<TypeRef>(std::move(t)), {}};
  };
  s_.typename_field_ =
      FieldDef{"__typename", "The name of the current Object type at runtime.", {}, non_null(named("String")), {}};
  s_.schema_field_ =
      FieldDef{"__schema", "Access the current type schema of this server.", {}, non_null(named("__Schema")), {}};
  s_.type_field_ = FieldDef{"__type",
                            "Request the type information of a single type.",
                            {InputValue{"name", "", non_null(named("String")), std::nullopt, std::nullopt}},
                            named("__Type"),
                            {}};
}

void SchemaBuilder::compute_possible_types() {
  for (const auto& t : s_.types_) {
    if (t->kind != TypeKind::Object) continue;
    for (const auto& name : t->interfaces) s_.by_name_.at(name)->possible_types.push_back(t->name);
  }
}

Location SchemaBuilder::where(const std::string& key) const {
  auto it = where_.find(key);
  return it == where_.end() ? Location{1, 1} : it->second;
}

std::shared_ptr<const Schema> Schema::from_sdl(std::string_view sdl) { return SchemaBuilder::build(sdl); }

}  // namespace karyana::graphql

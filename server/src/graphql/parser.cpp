// The parser: PEGTL runs the grammar (parser/grammar.hpp) and the actions below build the
// AST as tokens are matched. The state keeps "where does the next thing go" pointers (the
// selection list being filled, the slot of the value being parsed, ...); nothing points into
// a vector that can still grow while the pointer is in use, because a node's siblings are
// only added once the node is finished.
#include "graphql/parser.hpp"

#include <cctype>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graphql/parser/grammar.hpp"
#include "graphql/parser/text.hpp"

namespace karyana::graphql {

namespace {

namespace g = grammar;
namespace pegtl = tao::pegtl;
using parsing::print_char_at;

// Selection sets, list and object values and list types nest; past this the document is
// refused instead of risking the stack (graphql-js has no such limit, but no sane query is
// anywhere near it).
constexpr int kMaxNesting = 200;

template <class Rule>
struct action : pegtl::nothing<Rule> {};

template <class Rule>
struct control;

struct State {
  State(std::string_view source, const ParseOptions& options)
      : begin(source.data()), end(source.data() + source.size()), locator(begin), max_tokens(options.max_tokens) {}

  const char* begin;
  const char* end;
  parsing::Locator locator;
  std::size_t max_tokens;
  std::size_t tokens = 0;
  const char* last_token = nullptr;
  int nesting = 0;

  Document doc;

  // Executable definitions.
  OperationDefinition* operation = nullptr;
  FragmentDefinition* fragment = nullptr;
  std::vector<std::vector<Selection>*> selection_lists;   // innermost last
  std::vector<Selection>* next_selection_list = nullptr;  // filled by the next '{'
  Selection* selection = nullptr;
  VariableDefinition* variable = nullptr;
  std::vector<Directive>* directives = nullptr;
  Directive* directive = nullptr;
  std::vector<Argument>* arguments = nullptr;

  // Values: the innermost frame receives the next value (a slot) or appends it (a list).
  struct Frame {
    enum Kind { Slot, List, Object } kind;
    Value* value;
  };
  std::vector<Frame> frames;
  Value* last_value = nullptr;
  const char* last_value_at = nullptr;
  std::optional<Value>* default_target = nullptr;
  bool in_const = false;
  bool const_before_default = false;
  std::string text;  // the string literal being decoded

  // Type references.
  TypeRef* type_slot = nullptr;
  std::vector<TypeRef*> type_slots;

  // Type system.
  std::string description;
  const char* description_at = nullptr;
  bool extending = false;
  TypeSystemDefinition* definition = nullptr;
  FieldDefinition* field_definition = nullptr;
  std::vector<InputValueDefinition>* input_values = nullptr;
  OperationType root_operation = OperationType::Query;
  const char* root_operation_at = nullptr;

  Location loc(const char* p) { return locator.at(p); }

  [[noreturn]] void fail(const std::string& message, const char* at) {
    throw SyntaxError("Syntax Error: " + message, loc(at));
  }

  void count_token(const char* start) {
    if (last_token != nullptr && start <= last_token) return;
    last_token = start;
    if (max_tokens != 0 && ++tokens > max_tokens)
      fail("Document contains more than " + std::to_string(max_tokens) + " tokens. Parsing aborted.", start);
  }

  void enter(const char* at) {
    if (++nesting > kMaxNesting)
      fail("Document is nested too deeply (more than " + std::to_string(kMaxNesting) + " levels).", at);
  }
  void leave() { --nesting; }

  std::string name_at(const char* p) const {
    const char* q = p;
    while (q < end && (std::isalnum(static_cast<unsigned char>(*q)) || *q == '_')) ++q;
    return std::string(p, q);
  }

  std::string take_description() { return std::exchange(description, std::string()); }

  Value& begin_value(const char* at) {
    Frame& f = frames.back();
    Value* v = f.kind == Frame::List ? &f.value->list.emplace_back() : f.value;
    v->loc = loc(at);
    last_value = v;
    last_value_at = at;
    return *v;
  }

  // ---- errors ----

  std::string describe(const char* at);
  [[noreturn]] void unexpected(const char* at) { fail("Unexpected " + describe(at) + ".", at); }
  [[noreturn]] void lexical_error(g::Lexical kind, const char* at);

  template <class Rule>
  [[noreturn]] void raise(const char* at) {
    if constexpr (requires { Rule::lexical; }) {
      lexical_error(Rule::lexical, at);
    } else if constexpr (requires { Rule::expected; }) {
      const std::string found = describe(at);
      fail(std::string("Expected ") + Rule::expected + ", found " + found + ".", at);
    } else {
      unexpected(at);
    }
  }
};

template <class Rule>
struct control : pegtl::normal<Rule> {
  template <class Input>
  [[noreturn]] static void raise(const Input& in, State& st) {
    st.raise<Rule>(in.current());
  }
};

// The token at `at` as graphql-js names it in messages ("\"}\"", "Name \"id\"", "<EOF>");
// a character that starts no token is a lexical error, thrown from here.
std::string State::describe(const char* at) {
  if (at >= end) return "<EOF>";
  const char c = *at;
  switch (c) {
    case '!':
    case '$':
    case '&':
    case '(':
    case ')':
    case ':':
    case '=':
    case '@':
    case '[':
    case ']':
    case '{':
    case '|':
    case '}':
      return std::string("\"") + c + "\"";
    case '.':
      if (end - at >= 3 && at[1] == '.' && at[2] == '.') return "\"...\"";
      break;
    case '\'':
      fail("Unexpected single quote character ('), did you mean to use a double quote (\")?", at);
    default:
      break;
  }
  if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') return "Name \"" + name_at(at) + "\"";
  if (c == '-' || c == '"' || std::isdigit(static_cast<unsigned char>(c))) {
    State sub(std::string_view(begin, static_cast<std::size_t>(end - begin)), ParseOptions{});
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(at, end, "");
    if (pegtl::parse<g::literal_lexeme, action, control>(in, sub)) {
      const std::string_view lexeme(at, static_cast<std::size_t>(in.current() - at));
      if (c == '"') return (lexeme.starts_with("\"\"\"") ? "BlockString \"" : "String \"") + sub.text + "\"";
      const bool is_float = lexeme.find_first_of(".eE") != std::string_view::npos;
      return (is_float ? "Float \"" : "Int \"") + std::string(lexeme) + "\"";
    }
  }
  const auto [cp, len] = parsing::decode_utf8(at, end);
  fail((len == 0 ? "Invalid character: " : "Unexpected character: ") + print_char_at(at, end) + ".", at);
}

void State::lexical_error(g::Lexical kind, const char* at) {
  switch (kind) {
    case g::Lexical::DigitExpected:
      fail("Invalid number, expected digit but got: " + print_char_at(at, end) + ".", at);
    case g::Lexical::DigitAfterZero:
      fail("Invalid number, unexpected digit after 0: " + print_char_at(at, end) + ".", at);
    case g::Lexical::Escape: {
      // `at` follows the backslash; graphql-js quotes the sequence from the backslash.
      const char* from = at - 1;
      const char* to = at;
      const std::size_t want = (at < end && *at == 'u') ? 6 : 2;
      while (to < end && static_cast<std::size_t>(to - from) < want && static_cast<unsigned char>(*to) >= 0x20 &&
             static_cast<unsigned char>(*to) < 0x7F)
        ++to;
      const std::string sequence(from, to);
      if (at < end && *at == 'u') fail("Invalid Unicode escape sequence: \"" + sequence + "\".", from);
      if (to == at) fail("Invalid character escape sequence: " + print_char_at(at, end) + ".", from);
      fail("Invalid character escape sequence: \"" + sequence + "\".", from);
    }
    case g::Lexical::StringChar:
    case g::Lexical::BlockChar: {
      if (at >= end || (kind == g::Lexical::StringChar && (*at == '\n' || *at == '\r')))
        fail("Unterminated string.", at);
      const auto [cp, len] = parsing::decode_utf8(at, end);
      if (len == 0) fail("Invalid UTF-8 within String: " + print_char_at(at, end) + ".", at);
      fail("Invalid character within String: " + print_char_at(at, end) + ".", at);
    }
  }
  fail("Unexpected " + print_char_at(at, end) + ".", at);
}

// ---- actions: strings ----

template <>
struct action<g::string_open> {
  static void apply0(State& st) { st.text.clear(); }
};
template <>
struct action<g::block_open> {
  static void apply0(State& st) { st.text.clear(); }
};
template <>
struct action<g::string_plain> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.text.append(in.begin(), in.size());
  }
};
template <>
struct action<g::block_plain> : action<g::string_plain> {};
template <>
struct action<g::block_escaped_quotes> {
  static void apply0(State& st) { st.text += "\"\"\""; }
};
template <>
struct action<g::block_close> {
  static void apply0(State& st) { st.text = parsing::block_string_value(st.text); }
};
template <>
struct action<g::escape_simple> {
  template <class In>
  static void apply(const In& in, State& st) {
    switch (*in.begin()) {
      case 'b':
        st.text += '\b';
        break;
      case 'f':
        st.text += '\f';
        break;
      case 'n':
        st.text += '\n';
        break;
      case 'r':
        st.text += '\r';
        break;
      case 't':
        st.text += '\t';
        break;
      default:
        st.text += *in.begin();
        break;  // " \ /
    }
  }
};

char32_t hex_value(const char* p, const char* end) {
  char32_t v = 0;
  for (; p < end; ++p) {
    const char c = *p;
    v = v * 16 + static_cast<char32_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return v;
}

template <>
struct action<g::escape_pair> {  // u + 4 hex + \u + 4 hex
  template <class In>
  static void apply(const In& in, State& st) {
    const char* p = in.begin();
    const char32_t high = hex_value(p + 1, p + 5), low = hex_value(p + 7, p + 11);
    parsing::append_utf8(st.text, 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00));
  }
};
template <>
struct action<g::escape_u4> {
  template <class In>
  static void apply(const In& in, State& st) {
    const char* p = in.begin();
    const char32_t cp = hex_value(p + 1, p + 5);
    if (cp >= 0xD800 && cp <= 0xDFFF)
      st.fail("Invalid Unicode escape sequence: \"\\" + std::string(p, p + 5) + "\".", p - 1);
    parsing::append_utf8(st.text, cp);
  }
};
template <>
struct action<g::escape_braced> {  // u{...}
  template <class In>
  static void apply(const In& in, State& st) {
    const char* p = in.begin();
    const char* digits = p + 2;
    const char* close = in.end() - 1;
    while (digits < close - 1 && *digits == '0') ++digits;  // leading zeros do not overflow
    const char32_t cp = close - digits > 6 ? 0x110000 : hex_value(digits, close);
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
      st.fail("Invalid Unicode escape sequence: \"\\" + std::string(p, in.end()) + "\".", p - 1);
    parsing::append_utf8(st.text, cp);
  }
};

// ---- actions: values ----

template <>
struct action<g::variable_dollar> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.begin_value(in.begin()).kind = Value::Kind::Variable;
  }
};
template <>
struct action<g::variable_value_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.last_value->text = st.name_at(in.begin());
    if (st.in_const)
      st.fail("Unexpected variable \"$" + st.last_value->text + "\" in constant value.", st.last_value_at);
  }
};
template <>
struct action<g::number_value> {
  template <class In>
  static void apply(const In& in, State& st) {
    const char* p = in.begin();
    const char* q = p;
    bool is_float = false;
    while (q < st.end && (std::isdigit(static_cast<unsigned char>(*q)) || *q == '-' || *q == '+' || *q == '.' ||
                          *q == 'e' || *q == 'E')) {
      is_float = is_float || *q == '.' || *q == 'e' || *q == 'E';
      ++q;
    }
    Value& v = st.begin_value(p);
    v.kind = is_float ? Value::Kind::Float : Value::Kind::Int;
    v.text.assign(p, q);
  }
};
template <>
struct action<g::string_value> {
  template <class In>
  static void apply(const In& in, State& st) {
    Value& v = st.begin_value(in.begin());
    v.kind = Value::Kind::String;
    v.text = std::move(st.text);
  }
};
template <>
struct action<g::name_value> {
  template <class In>
  static void apply(const In& in, State& st) {
    Value& v = st.begin_value(in.begin());
    std::string name = st.name_at(in.begin());
    if (name == "true" || name == "false") {
      v.kind = Value::Kind::Boolean;
      v.boolean = name == "true";
    } else if (name == "null") {
      v.kind = Value::Kind::Null;
    } else {
      v.kind = Value::Kind::Enum;
      v.text = std::move(name);
    }
  }
};
template <>
struct action<g::list_open> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.enter(in.begin());
    Value& v = st.begin_value(in.begin());
    v.kind = Value::Kind::List;
    st.frames.push_back({State::Frame::List, &v});
  }
};
template <>
struct action<g::object_open> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.enter(in.begin());
    Value& v = st.begin_value(in.begin());
    v.kind = Value::Kind::Object;
    st.frames.push_back({State::Frame::Object, &v});
  }
};
struct close_value {
  static void apply0(State& st) {
    st.frames.pop_back();
    st.leave();
  }
};
template <>
struct action<g::list_close> : close_value {};
template <>
struct action<g::object_close> : close_value {};

struct pop_frame {
  static void apply0(State& st) { st.frames.pop_back(); }
};
template <>
struct action<g::object_field_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    Value* object = st.frames.back().value;
    object->fields.push_back(ObjectField{st.name_at(in.begin()), {}, st.loc(in.begin())});
    st.frames.push_back({State::Frame::Slot, &object->fields.back().value});
  }
};
template <>
struct action<g::object_field> : pop_frame {};
template <>
struct action<g::argument_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.arguments->push_back(Argument{st.name_at(in.begin()), {}, st.loc(in.begin())});
    st.frames.push_back({State::Frame::Slot, &st.arguments->back().value});
  }
};
template <>
struct action<g::argument> : pop_frame {};
template <>
struct action<g::default_equals> {
  static void apply0(State& st) {
    st.frames.push_back({State::Frame::Slot, &st.default_target->emplace()});
    st.const_before_default = st.in_const;
    st.in_const = true;
  }
};
template <>
struct action<g::default_value> {
  static void apply0(State& st) {
    st.frames.pop_back();
    st.in_const = st.const_before_default;
  }
};

// ---- actions: type references ----

template <>
struct action<g::named_type_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    *st.type_slot = TypeRef{TypeRef::Kind::Named, st.name_at(in.begin()), nullptr, st.loc(in.begin())};
  }
};
template <>
struct action<g::list_type_open> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.enter(in.begin());
    auto inner = std::make_shared<TypeRef>();
    *st.type_slot = TypeRef{TypeRef::Kind::List, {}, inner, st.loc(in.begin())};
    st.type_slots.push_back(st.type_slot);
    st.type_slot = inner.get();
  }
};
template <>
struct action<g::list_type_close> {
  static void apply0(State& st) {
    st.type_slot = st.type_slots.back();
    st.type_slots.pop_back();
    st.leave();
  }
};
template <>
struct action<g::non_null_bang> {
  static void apply0(State& st) {
    auto inner = std::make_shared<TypeRef>(std::move(*st.type_slot));
    *st.type_slot = TypeRef{TypeRef::Kind::NonNull, {}, inner, inner->loc};
  }
};

// ---- actions: directives ----

template <>
struct action<g::directive_at> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.directive = &st.directives->emplace_back();
    st.directive->loc = st.loc(in.begin());
    st.arguments = &st.directive->arguments;
  }
};
template <>
struct action<g::directive_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.directive->name = st.name_at(in.begin());
  }
};

// ---- actions: operations, fragments, selections ----

void begin_operation(State& st, OperationType type, const char* at) {
  OperationDefinition& op = st.doc.operations.emplace_back();
  op.operation = type;
  op.loc = st.loc(at);
  st.operation = &op;
  st.next_selection_list = &op.selection_set;
  st.directives = &op.directives;
  st.in_const = false;
}

template <>
struct action<g::shorthand_begin> {
  template <class In>
  static void apply(const In& in, State& st) {
    begin_operation(st, OperationType::Query, in.begin());
  }
};
OperationType operation_type_at(const char* p) {
  return *p == 'q' ? OperationType::Query : *p == 'm' ? OperationType::Mutation : OperationType::Subscription;
}
template <>
struct action<g::operation_keyword> {
  template <class In>
  static void apply(const In& in, State& st) {
    begin_operation(st, operation_type_at(in.begin()), in.begin());
  }
};
template <>
struct action<g::operation_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.operation->name = st.name_at(in.begin());
  }
};
template <>
struct action<g::operation_directives_begin> {
  static void apply0(State& st) { st.directives = &st.operation->directives; }
};
template <>
struct action<g::variable_dollar_def> {
  template <class In>
  static void apply(const In& in, State& st) {
    VariableDefinition& v = st.operation->variables.emplace_back();
    v.loc = st.loc(in.begin());
    st.variable = &v;
    st.type_slot = &v.type;
    st.default_target = &v.default_value;
    st.directives = &v.directives;
  }
};
template <>
struct action<g::variable_directives_begin> {
  static void apply0(State& st) { st.in_const = true; }  // a variable's directives take constants only
};
template <>
struct action<g::variables_close> {
  static void apply0(State& st) { st.in_const = false; }
};
template <>
struct action<g::variable_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.variable->name = st.name_at(in.begin());
  }
};

template <>
struct action<g::kw_fragment> {
  template <class In>
  static void apply(const In& in, State& st) {
    FragmentDefinition& f = st.doc.fragments.emplace_back();
    f.loc = st.loc(in.begin());
    st.fragment = &f;
    st.next_selection_list = &f.selection_set;
    st.directives = &f.directives;
    st.in_const = false;
  }
};
template <>
struct action<g::fragment_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    std::string name = st.name_at(in.begin());
    if (name == "on") st.unexpected(in.begin());
    st.fragment->name = std::move(name);
  }
};
template <>
struct action<g::fragment_type_condition> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.fragment->type_condition = st.name_at(in.begin());
  }
};

template <>
struct action<g::selection_open> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.enter(in.begin());
    st.selection_lists.push_back(st.next_selection_list);
  }
};
template <>
struct action<g::selection_close> {
  static void apply0(State& st) {
    st.selection_lists.pop_back();
    st.leave();
  }
};
Selection& begin_selection(State& st, Selection::Kind kind, const char* at) {
  Selection& s = st.selection_lists.back()->emplace_back();
  s.kind = kind;
  s.loc = st.loc(at);
  st.selection = &s;
  st.directives = &s.directives;
  st.arguments = &s.arguments;
  st.next_selection_list = &s.selection_set;
  return s;
}
template <>
struct action<g::field_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    begin_selection(st, Selection::Kind::Field, in.begin()).name = st.name_at(in.begin());
  }
};
template <>
struct action<g::alias_colon> {
  static void apply0(State& st) { st.selection->alias = std::move(st.selection->name); }
};
template <>
struct action<g::field_name_after_alias> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.selection->name = st.name_at(in.begin());
  }
};
template <>
struct action<g::spread> {
  template <class In>
  static void apply(const In& in, State& st) {
    begin_selection(st, Selection::Kind::InlineFragment, in.begin());
  }
};
template <>
struct action<g::inline_type_condition> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.selection->type_condition = st.name_at(in.begin());
  }
};
template <>
struct action<g::fragment_spread_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.selection->kind = Selection::Kind::FragmentSpread;
    st.selection->name = st.name_at(in.begin());
  }
};

// ---- actions: type system ----

template <>
struct action<g::description> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.description = std::move(st.text);
    st.description_at = in.begin();
  }
};
template <>
struct action<g::misplaced_description> {
  static void apply0(State& st) {
    st.fail("Unexpected description, descriptions are supported only on type definitions.", st.description_at);
  }
};
template <>
struct action<g::kw_extend> {
  static void apply0(State& st) { st.extending = true; }
};

template <TypeSystemDefinition::Kind K>
struct begin_definition {
  template <class In>
  static void apply(const In& in, State& st) {
    TypeSystemDefinition& d = st.doc.type_system.emplace_back();
    d.kind = K;
    d.is_extension = std::exchange(st.extending, false);
    d.description = st.take_description();
    d.loc = st.loc(in.begin());
    st.definition = &d;
    st.directives = &d.directives;
    st.input_values = &d.input_fields;
    st.in_const = true;
  }
};
template <>
struct action<g::kw_schema> : begin_definition<TypeSystemDefinition::Kind::Schema> {};
template <>
struct action<g::kw_scalar> : begin_definition<TypeSystemDefinition::Kind::Scalar> {};
template <>
struct action<g::kw_type> : begin_definition<TypeSystemDefinition::Kind::Object> {};
template <>
struct action<g::kw_interface> : begin_definition<TypeSystemDefinition::Kind::Interface> {};
template <>
struct action<g::kw_union> : begin_definition<TypeSystemDefinition::Kind::Union> {};
template <>
struct action<g::kw_enum> : begin_definition<TypeSystemDefinition::Kind::Enum> {};
template <>
struct action<g::kw_input> : begin_definition<TypeSystemDefinition::Kind::InputObject> {};
template <>
struct action<g::kw_directive> : begin_definition<TypeSystemDefinition::Kind::Directive> {};

struct set_definition_name {
  template <class In>
  static void apply(const In& in, State& st) {
    st.definition->name = st.name_at(in.begin());
    st.definition->loc = st.loc(in.begin());
  }
};
template <>
struct action<g::type_name> : set_definition_name {};
template <>
struct action<g::directive_definition_name> : set_definition_name {};
template <>
struct action<g::kw_repeatable> {
  static void apply0(State& st) { st.definition->repeatable = true; }
};
template <>
struct action<g::directive_location> {
  template <class In>
  static void apply(const In& in, State& st) {
    static const char* const kLocations[] = {"QUERY",
                                             "MUTATION",
                                             "SUBSCRIPTION",
                                             "FIELD",
                                             "FRAGMENT_DEFINITION",
                                             "FRAGMENT_SPREAD",
                                             "INLINE_FRAGMENT",
                                             "VARIABLE_DEFINITION",
                                             "SCHEMA",
                                             "SCALAR",
                                             "OBJECT",
                                             "FIELD_DEFINITION",
                                             "ARGUMENT_DEFINITION",
                                             "INTERFACE",
                                             "UNION",
                                             "ENUM",
                                             "ENUM_VALUE",
                                             "INPUT_OBJECT",
                                             "INPUT_FIELD_DEFINITION"};
    std::string name = st.name_at(in.begin());
    bool known = false;
    for (const char* l : kLocations) known = known || name == l;
    if (!known) st.unexpected(in.begin());
    st.definition->directive_locations.push_back(std::move(name));
  }
};
template <>
struct action<g::interface_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.definition->interfaces.push_back(st.name_at(in.begin()));
  }
};
template <>
struct action<g::union_member> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.definition->union_members.push_back(st.name_at(in.begin()));
  }
};
template <>
struct action<g::root_operation_keyword> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.root_operation = operation_type_at(in.begin());
    st.root_operation_at = in.begin();
  }
};
template <>
struct action<g::root_operation_type_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    st.definition->root_operations.push_back(
        RootOperationTypeDefinition{st.root_operation, st.name_at(in.begin()), st.loc(st.root_operation_at)});
  }
};
template <>
struct action<g::field_definition_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    FieldDefinition& f = st.definition->fields.emplace_back();
    f.description = st.take_description();
    f.name = st.name_at(in.begin());
    f.loc = st.loc(in.begin());
    st.field_definition = &f;
    st.input_values = &f.arguments;
  }
};
template <>
struct action<g::field_type_begin> {
  static void apply0(State& st) { st.type_slot = &st.field_definition->type; }
};
template <>
struct action<g::field_directives_begin> {
  static void apply0(State& st) { st.directives = &st.field_definition->directives; }
};
template <>
struct action<g::input_value_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    InputValueDefinition& v = st.input_values->emplace_back();
    v.description = st.take_description();
    v.name = st.name_at(in.begin());
    v.loc = st.loc(in.begin());
    st.type_slot = &v.type;
    st.default_target = &v.default_value;
    st.directives = &v.directives;
  }
};
template <>
struct action<g::enum_value_name> {
  template <class In>
  static void apply(const In& in, State& st) {
    EnumValueDefinition& v = st.definition->enum_values.emplace_back();
    v.name = st.name_at(in.begin());
    if (v.name == "true" || v.name == "false" || v.name == "null")
      st.fail("Name \"" + v.name + "\" is reserved and cannot be used for an enum value.", in.begin());
    v.description = st.take_description();
    v.loc = st.loc(in.begin());
    st.directives = &v.directives;
  }
};

// An extension must extend something: `extend type T` alone is an error at the next token.
template <bool (*AddsNothing)(const TypeSystemDefinition&)>
struct check_extension {
  template <class In>
  static void apply(const In& in, State& st) {
    if (AddsNothing(*st.definition)) st.unexpected(in.end());
  }
};
bool schema_adds_nothing(const TypeSystemDefinition& d) { return d.directives.empty() && d.root_operations.empty(); }
bool scalar_adds_nothing(const TypeSystemDefinition& d) { return d.directives.empty(); }
bool object_adds_nothing(const TypeSystemDefinition& d) {
  return d.directives.empty() && d.interfaces.empty() && d.fields.empty();
}
bool union_adds_nothing(const TypeSystemDefinition& d) { return d.directives.empty() && d.union_members.empty(); }
bool enum_adds_nothing(const TypeSystemDefinition& d) { return d.directives.empty() && d.enum_values.empty(); }
bool input_adds_nothing(const TypeSystemDefinition& d) { return d.directives.empty() && d.input_fields.empty(); }
template <>
struct action<g::schema_extension> : check_extension<schema_adds_nothing> {};
template <>
struct action<g::scalar_extension> : check_extension<scalar_adds_nothing> {};
template <>
struct action<g::object_extension> : check_extension<object_adds_nothing> {};
template <>
struct action<g::interface_extension> : check_extension<object_adds_nothing> {};
template <>
struct action<g::union_extension> : check_extension<union_adds_nothing> {};
template <>
struct action<g::enum_extension> : check_extension<enum_adds_nothing> {};
template <>
struct action<g::input_extension> : check_extension<input_adds_nothing> {};

}  // namespace

Document parse(std::string_view source, const ParseOptions& options) {
  State st(source, options);
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(st.begin, st.end, "");
  pegtl::parse<g::document, action, control>(in, st);
  return std::move(st.doc);
}

}  // namespace karyana::graphql

// The GraphQL grammar (October 2021, appendix B) as PEGTL rules. Included by parser.cpp only.
//
// Every token is `token<Lexeme>`: the lexeme, counted once for the token limit, then the
// ignored tokens after it. Each alternative of a `sor` is decided by its first token, so no
// action ever runs in a branch that is later abandoned; past that token, `must<>` turns a
// mismatch into a SyntaxError. A rule's `expected` names what was wanted ("Expected Name,
// found ..."); rules without it read "Unexpected ..."; `lexical` rules describe the broken
// character themselves (unterminated string, bad escape, bad number).
//
// Rules that differ only by name (`struct field_name : name {}`) exist so that actions can
// tell the places apart: PEGTL dispatches actions on the rule's type.
#pragma once

#include <tao/pegtl.hpp>

namespace karyana::graphql::grammar {

using namespace tao::pegtl;

enum class Lexical { StringChar, BlockChar, Escape, DigitExpected, DigitAfterZero };

// ---- Ignored tokens: white space, line terminators, commas, comments, byte order marks ----

struct bom : string<'\xEF', '\xBB', '\xBF'> {};
struct comment : seq<one<'#'>, star<utf8::not_one<'\n', '\r'>>> {};
struct ignored : star<sor<plus<one<' ', '\t', ',', '\n', '\r'>>, comment, bom>> {};

// Matches R and reports its start to the state's token counter (the limit is enforced there).
// A token matched again after backtracking or inside a lookahead is counted once.
template <class R>
struct counted {
  using rule_t = counted;
  using subs_t = type_list<R>;

  template <apply_mode A, rewind_mode M, template <class...> class Action, template <class...> class Control,
            class Input, class State>
  static bool match(Input& in, State& st) {
    const char* start = in.current();
    if (!Control<R>::template match<A, M, Action, Control>(in, st)) return false;
    st.count_token(start);
    return true;
  }
};

template <class Lexeme>
struct token : seq<counted<Lexeme>, ignored> {};

// ---- Lexemes ----

struct name_lexeme : identifier {};
struct name : token<name_lexeme> {
  static constexpr const char* expected = "Name";
};

template <char C>
struct punct : token<one<C>> {};

struct colon : punct<':'> {
  static constexpr const char* expected = "\":\"";
};

// Numbers: IntValue and FloatValue; no leading zeros, and no name start or '.' may follow.
struct digit_required : plus<digit> {
  static constexpr Lexical lexical = Lexical::DigitExpected;
};
struct no_digit_after_zero : not_at<digit> {
  static constexpr Lexical lexical = Lexical::DigitAfterZero;
};
struct integer_part
    : seq<opt<one<'-'>>,
          sor<seq<one<'0'>, must<no_digit_after_zero>>, seq<range<'1', '9'>, star<digit>>, must<digit_required>>> {};
struct fraction : seq<one<'.'>, must<digit_required>> {};
struct exponent : seq<one<'e', 'E'>, opt<one<'+', '-'>>, must<digit_required>> {};
struct number_end : not_at<sor<identifier_first, one<'.'>>> {
  static constexpr Lexical lexical = Lexical::DigitExpected;
};
struct number_lexeme : seq<at<ranges<'0', '9', '-'>>, integer_part, opt<fraction>, opt<exponent>, must<number_end>> {};

// Strings. Actions collect the decoded value in the state's string buffer.
struct quote : one<'"'> {};
struct string_open : quote {};
struct escape_simple : one<'"', '\\', '/', 'b', 'f', 'n', 'r', 't'> {};
struct high_surrogate : seq<one<'D', 'd'>, one<'8', '9', 'A', 'B', 'a', 'b'>, xdigit, xdigit> {};
struct low_surrogate : seq<one<'D', 'd'>, ranges<'C', 'F', 'c', 'f'>, xdigit, xdigit> {};
struct escape_pair : seq<one<'u'>, high_surrogate, one<'\\'>, one<'u'>, low_surrogate> {};
struct escape_braced : seq<one<'u'>, one<'{'>, plus<xdigit>, one<'}'>> {};
struct escape_u4 : seq<one<'u'>, rep<4, xdigit>> {};  // lone surrogates are refused by its action
struct escape_body : sor<escape_simple, escape_pair, escape_braced, escape_u4> {
  static constexpr Lexical lexical = Lexical::Escape;
};
struct escape : seq<one<'\\'>, must<escape_body>> {};
struct string_plain : plus<sor<one<'\t'>, utf8::ranges<0x20, 0x21, 0x23, 0x5B, 0x5D, 0x10FFFF>>> {};
struct string_char : sor<string_plain, escape> {
  static constexpr Lexical lexical = Lexical::StringChar;
};
struct string_lexeme : seq<string_open, until<quote, must<string_char>>> {};

struct triple_quote : string<'"', '"', '"'> {};
struct block_open : triple_quote {};
struct block_close : triple_quote {};
struct block_escaped_quotes : string<'\\', '"', '"', '"'> {};
struct block_plain : plus<not_at<triple_quote>, not_at<block_escaped_quotes>,
                          sor<one<'\t', '\n', '\r'>, utf8::range<0x20, 0x10FFFF>>> {};
struct block_char : sor<block_escaped_quotes, block_plain> {
  static constexpr Lexical lexical = Lexical::BlockChar;
};
struct block_string_lexeme : seq<block_open, until<block_close, must<block_char>>> {};

struct string_any : sor<block_string_lexeme, string_lexeme> {};

// What the error describer lexes to name the token it found.
struct literal_lexeme : sor<number_lexeme, string_any> {};

// ---- Values (const-ness is checked by the actions) ----

struct value;
struct variable_dollar : punct<'$'> {};
struct variable_value_name : name {};
struct variable_value : seq<variable_dollar, must<variable_value_name>> {};
struct number_value : token<number_lexeme> {};
struct string_value : token<string_any> {};
struct name_value : token<name_lexeme> {};  // true, false, null or an enum value
struct list_open : punct<'['> {};
struct list_close : punct<']'> {};
struct list_value : seq<list_open, until<list_close, must<value>>> {};
struct object_open : punct<'{'> {};
struct object_close : punct<'}'> {};
struct object_field_name : name {};
struct object_field : seq<object_field_name, must<colon>, must<value>> {
  static constexpr const char* expected = "Name";
};
struct object_value : seq<object_open, until<object_close, must<object_field>>> {};
struct value : sor<variable_value, number_value, string_value, name_value, list_value, object_value> {};

// ---- Type references ----

struct type_ref;
struct named_type_name : name {};
struct list_type_open : punct<'['> {};
struct list_type_close : punct<']'> {
  static constexpr const char* expected = "\"]\"";
};
struct list_type : seq<list_type_open, must<type_ref>, must<list_type_close>> {};
struct non_null_bang : punct<'!'> {};
struct type_ref : seq<sor<list_type, named_type_name>, opt<non_null_bang>> {
  static constexpr const char* expected = "Name";
};

// ---- Arguments and directives ----

struct argument_name : name {};
struct argument : seq<argument_name, must<colon>, must<value>> {
  static constexpr const char* expected = "Name";
};
struct arguments_open : punct<'('> {};
struct arguments_close : punct<')'> {};
struct arguments : seq<arguments_open, must<argument>, until<arguments_close, must<argument>>> {};

struct directive_at : punct<'@'> {};
struct directive_name : name {};
struct directive : seq<directive_at, must<directive_name>, opt<arguments>> {};
struct directives : star<directive> {};

// ---- Executable definitions ----

struct selection_set;
struct field_name : name {};
struct alias_colon : punct<':'> {};
struct field_name_after_alias : name {};
struct field
    : seq<field_name, opt<alias_colon, must<field_name_after_alias>>, opt<arguments>, directives, opt<selection_set>> {
};

struct spread : token<string<'.', '.', '.'>> {};
struct kw_on : token<TAO_PEGTL_KEYWORD("on")> {
  static constexpr const char* expected = "\"on\"";
};
struct inline_type_condition : name {};
struct fragment_spread_name : name {};
struct after_spread : sor<seq<kw_on, must<inline_type_condition>, directives, must<selection_set>>,
                          seq<fragment_spread_name, directives>, seq<directives, must<selection_set>>> {};
struct selection : sor<seq<spread, after_spread>, field> {
  static constexpr const char* expected = "Name";
};
struct selection_open : punct<'{'> {};
struct selection_close : punct<'}'> {};
struct selection_set : seq<selection_open, must<selection>, until<selection_close, must<selection>>> {
  static constexpr const char* expected = "\"{\"";
};

struct operation_keyword
    : token<sor<TAO_PEGTL_KEYWORD("query"), TAO_PEGTL_KEYWORD("mutation"), TAO_PEGTL_KEYWORD("subscription")>> {};
struct shorthand_begin : success {};
struct operation_name : name {};
struct variable_dollar_def : punct<'$'> {};
struct variable_name : name {};
struct default_equals : punct<'='> {};
struct default_value : seq<default_equals, must<value>> {};
struct variable_directives_begin : success {};
struct variable_definition : seq<variable_dollar_def, must<variable_name>, must<colon>, must<type_ref>,
                                 opt<default_value>, variable_directives_begin, directives> {
  static constexpr const char* expected = "\"$\"";
};
struct variables_open : punct<'('> {};
struct variables_close : punct<')'> {};
struct variable_definitions
    : seq<variables_open, must<variable_definition>, until<variables_close, must<variable_definition>>> {};
struct operation_directives_begin : success {};
struct operation_definition : sor<seq<at<one<'{'>>, shorthand_begin, selection_set>,
                                  seq<operation_keyword, opt<operation_name>, opt<variable_definitions>,
                                      operation_directives_begin, directives, must<selection_set>>> {};

struct kw_fragment : token<TAO_PEGTL_KEYWORD("fragment")> {};
struct fragment_name : name {};
struct fragment_type_condition : name {};
struct fragment_definition : seq<kw_fragment, must<fragment_name>, must<kw_on>, must<fragment_type_condition>,
                                 directives, must<selection_set>> {};

// ---- Type system definitions and extensions ----

struct description : token<string_any> {};
struct kw_schema : token<TAO_PEGTL_KEYWORD("schema")> {};
struct kw_scalar : token<TAO_PEGTL_KEYWORD("scalar")> {};
struct kw_type : token<TAO_PEGTL_KEYWORD("type")> {};
struct kw_interface : token<TAO_PEGTL_KEYWORD("interface")> {};
struct kw_union : token<TAO_PEGTL_KEYWORD("union")> {};
struct kw_enum : token<TAO_PEGTL_KEYWORD("enum")> {};
struct kw_input : token<TAO_PEGTL_KEYWORD("input")> {};
struct kw_directive : token<TAO_PEGTL_KEYWORD("directive")> {};
struct kw_extend : token<TAO_PEGTL_KEYWORD("extend")> {};
struct kw_implements : token<TAO_PEGTL_KEYWORD("implements")> {};
struct kw_repeatable : token<TAO_PEGTL_KEYWORD("repeatable")> {};

struct root_operation_keyword : operation_keyword {};
struct root_operation_type_name : name {};
struct root_operation : seq<root_operation_keyword, must<colon>, must<root_operation_type_name>> {};
struct root_operations_open : punct<'{'> {
  static constexpr const char* expected = "\"{\"";
};
struct root_operations_close : punct<'}'> {};
struct root_operations
    : seq<root_operations_open, must<root_operation>, until<root_operations_close, must<root_operation>>> {
  static constexpr const char* expected = "\"{\"";
};

struct type_name : name {};
struct implements_amp : punct<'&'> {};
struct interface_name : name {};
struct implements
    : seq<kw_implements, opt<implements_amp>, must<interface_name>, star<implements_amp, must<interface_name>>> {};

struct input_value_name : name {};
struct input_value_definition
    : seq<opt<description>, must<input_value_name>, must<colon>, must<type_ref>, opt<default_value>, directives> {
  static constexpr const char* expected = "Name";
};
struct arguments_definition_open : punct<'('> {};
struct arguments_definition_close : punct<')'> {};
struct arguments_definition : seq<arguments_definition_open, must<input_value_definition>,
                                  until<arguments_definition_close, must<input_value_definition>>> {};

struct field_definition_name : name {};
struct field_type_begin : success {};
struct field_directives_begin : success {};
struct field_definition : seq<opt<description>, must<field_definition_name>, opt<arguments_definition>, must<colon>,
                              field_type_begin, must<type_ref>, field_directives_begin, directives> {
  static constexpr const char* expected = "Name";
};
struct fields_open : punct<'{'> {};
struct fields_close : punct<'}'> {};
struct fields_definition : seq<fields_open, must<field_definition>, until<fields_close, must<field_definition>>> {};

struct union_equals : punct<'='> {};
struct union_pipe : punct<'|'> {};
struct union_member : name {};
struct union_members : seq<union_equals, opt<union_pipe>, must<union_member>, star<union_pipe, must<union_member>>> {};

struct enum_value_name : name {};
struct enum_value_definition : seq<opt<description>, must<enum_value_name>, directives> {
  static constexpr const char* expected = "Name";
};
struct enum_values_open : punct<'{'> {};
struct enum_values_close : punct<'}'> {};
struct enum_values
    : seq<enum_values_open, must<enum_value_definition>, until<enum_values_close, must<enum_value_definition>>> {};

struct input_fields_open : punct<'{'> {};
struct input_fields_close : punct<'}'> {};
struct input_fields
    : seq<input_fields_open, must<input_value_definition>, until<input_fields_close, must<input_value_definition>>> {};

struct directive_definition_at : punct<'@'> {
  static constexpr const char* expected = "\"@\"";
};
struct directive_definition_name : name {};
struct directive_location : name {};  // the action refuses unknown locations
struct location_pipe : punct<'|'> {};
struct directive_definition : seq<kw_directive, must<directive_definition_at>, must<directive_definition_name>,
                                  opt<arguments_definition>, opt<kw_repeatable>, must<kw_on>, opt<location_pipe>,
                                  must<directive_location>, star<location_pipe, must<directive_location>>> {};

struct schema_definition : seq<kw_schema, directives, must<root_operations>> {};
struct scalar_definition : seq<kw_scalar, must<type_name>, directives> {};
struct object_definition : seq<kw_type, must<type_name>, opt<implements>, directives, opt<fields_definition>> {};
struct interface_definition : seq<kw_interface, must<type_name>, opt<implements>, directives, opt<fields_definition>> {
};
struct union_definition : seq<kw_union, must<type_name>, directives, opt<union_members>> {};
struct enum_definition : seq<kw_enum, must<type_name>, directives, opt<enum_values>> {};
struct input_definition : seq<kw_input, must<type_name>, directives, opt<input_fields>> {};

struct type_definition_body : sor<schema_definition, scalar_definition, object_definition, interface_definition,
                                  union_definition, enum_definition, input_definition, directive_definition> {};
// `"doc" query { ... }`: descriptions belong to type system definitions only.
struct misplaced_description
    : at<sor<TAO_PEGTL_KEYWORD("query"), TAO_PEGTL_KEYWORD("mutation"), TAO_PEGTL_KEYWORD("subscription"),
             TAO_PEGTL_KEYWORD("fragment"), TAO_PEGTL_KEYWORD("extend")>> {};
struct type_system_definition : seq<opt<description, opt<misplaced_description>>, must<type_definition_body>> {};

// Extensions must add something; their actions check that.
struct schema_extension : seq<kw_schema, directives, opt<root_operations>> {};
struct scalar_extension : seq<kw_scalar, must<type_name>, directives> {};
struct object_extension : seq<kw_type, must<type_name>, opt<implements>, directives, opt<fields_definition>> {};
struct interface_extension : seq<kw_interface, must<type_name>, opt<implements>, directives, opt<fields_definition>> {};
struct union_extension : seq<kw_union, must<type_name>, directives, opt<union_members>> {};
struct enum_extension : seq<kw_enum, must<type_name>, directives, opt<enum_values>> {};
struct input_extension : seq<kw_input, must<type_name>, directives, opt<input_fields>> {};
struct extension_body : sor<schema_extension, scalar_extension, object_extension, interface_extension, union_extension,
                            enum_extension, input_extension> {};
struct type_system_extension : seq<kw_extend, must<extension_body>> {};

// ---- Document ----

struct definition : sor<operation_definition, fragment_definition, type_system_extension, type_system_definition> {};
struct document : seq<ignored, must<definition>, until<eof, must<definition>>> {};

}  // namespace karyana::graphql::grammar

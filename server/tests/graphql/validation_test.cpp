// Validation rules, one test per rule of graphql-js's specifiedRules: valid and invalid
// documents against a small pets schema (the one graphql-js's own rule tests use, trimmed),
// each with the exact messages graphql-js 16 gives for it, in order. The tests at the end
// cover locations, the error limit, the work budgets, and documents built to hurt.
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "graphql/parser.hpp"
#include "graphql/schema.hpp"
#include "graphql/validation.hpp"

namespace karyana::graphql {
namespace {

constexpr const char* kPetsSchema = R"gql(interface Being { name(surname: Boolean): String }
interface Mammal { mother: Mammal father: Mammal }
interface Pet implements Being { name(surname: Boolean): String }
interface Canine implements Mammal { name(surname: Boolean): String mother: Canine father: Canine }
enum DogCommand { SIT HEEL DOWN }
type Dog implements Being & Pet & Mammal & Canine {
  name(surname: Boolean): String
  nickname: String
  barkVolume: Int
  barks: Boolean
  doesKnowCommand(dogCommand: DogCommand): Boolean
  isHouseTrained(atOtherHomes: Boolean = true): Boolean
  isAtLocation(x: Int, y: Int): Boolean
  mother: Dog
  father: Dog
}
type Cat implements Being & Pet {
  name(surname: Boolean): String
  nickname: String
  meows: Boolean
  meowsVolume: Int
  furColor: FurColor
}
union CatOrDog = Cat | Dog
type Human implements Being {
  name(surname: Boolean): String
  pets: [Pet]
  relatives: [Human]!
  iq: Int
}
type Alien implements Being { name(surname: Boolean): String numEyes: Int }
union DogOrHuman = Dog | Human
union HumanOrAlien = Human | Alien
enum FurColor { BROWN BLACK TAN SPOTTED NO_FUR UNKNOWN }
input ComplexInput {
  requiredField: Boolean!
  nonNullField: Boolean! = false
  intField: Int
  stringField: String
  booleanField: Boolean
  stringListField: [String]
}
type ComplicatedArgs {
  intArgField(intArg: Int): String
  nonNullIntArgField(nonNullIntArg: Int!): String
  stringArgField(stringArg: String): String
  booleanArgField(booleanArg: Boolean): String
  enumArgField(enumArg: FurColor): String
  floatArgField(floatArg: Float): String
  idArgField(idArg: ID): String
  stringListArgField(stringListArg: [String]): String
  stringListNonNullArgField(stringListNonNullArg: [String!]): String
  complexArgField(complexArg: ComplexInput): String
  multipleReqs(req1: Int!, req2: Int!): String
  nonNullFieldWithDefault(arg: Int! = 0): String
  multipleOpts(opt1: Int = 0, opt2: Int = 0): String
  multipleOptAndReq(req1: Int!, req2: Int!, opt1: Int = 0, opt2: Int = 0): String
}
type QueryRoot {
  human(id: ID): Human
  alien: Alien
  dog: Dog
  cat: Cat
  pet: Pet
  being: Being
  catOrDog: CatOrDog
  dogOrHuman: DogOrHuman
  humanOrAlien: HumanOrAlien
  complicatedArgs: ComplicatedArgs
}
type MutationRoot { rename(name: String!): Dog }
type SubscriptionRoot { newMessage: String importantEmails: [String] }
schema { query: QueryRoot mutation: MutationRoot subscription: SubscriptionRoot }
)gql";

const Schema& pets() {
  static const std::shared_ptr<const Schema> schema = Schema::from_sdl(kPetsSchema);
  return *schema;
}

std::vector<Error> errors_of(const Schema& schema, const std::string& text) {
  Document document = parse(text);
  return validate(schema, document);
}

std::vector<std::string> messages_of(const Schema& schema, const std::string& text) {
  std::vector<std::string> messages;
  for (const auto& e : errors_of(schema, text)) messages.push_back(e.message);
  return messages;
}

void expect_messages(const std::string& text, const std::vector<std::string>& expected) {
  SCOPED_TRACE(text);
  EXPECT_EQ(messages_of(pets(), text), expected);
}

TEST(ValidationRule, ExecutableDefinitions) {
  expect_messages(R"gql(query Foo { dog { name } })gql", {});
  expect_messages(R"gql(query Foo { dog { name } } type Cow { name: String } extend type Dog { color: String })gql",
                  {"The \"Cow\" definition is not executable.", "The \"Dog\" definition is not executable."});
  expect_messages(R"gql(schema { query: QueryRoot } extend schema @directive)gql",
                  {"The schema definition is not executable.", "The schema definition is not executable.",
                   "Unknown directive \"@directive\"."});
  expect_messages(
      R"gql(type Foo @unknown { a(x: Strin = 1 @deprecated): Bar @deprecated(reason: 1) @deprecated } extend type Foo @skip(if: true) @key input In { f: [Int] = ["x"] @deprecated @specifiedBy(url: "u") })gql",
      {"The \"Foo\" definition is not executable.", "The \"Foo\" definition is not executable.",
       "The \"In\" definition is not executable.", "Unknown directive \"@unknown\".",
       "The directive \"@deprecated\" can only be used once at this location.",
       "Unknown type \"Strin\". Did you mean \"String\" or \"In\"?", "Unknown type \"Bar\". Did you mean \"Cat\"?",
       "String cannot represent a non string value: 1", "Directive \"@skip\" may not be used on OBJECT.",
       "Unknown directive \"@key\".", "Directive \"@specifiedBy\" may not be used on INPUT_FIELD_DEFINITION."});
  expect_messages(
      R"gql(union U @include(if: true) = Dog | Kat enum E @deprecated { A @deprecated(reason: "old") B @skip } scalar S @specifiedBy(url: "x") @specifiedBy(url: "y") directive @d(a: Int! b: String = null) on FIELD { dog @d { name } })gql",
      {"The \"U\" definition is not executable.", "The \"E\" definition is not executable.",
       "The \"S\" definition is not executable.", "The \"d\" definition is not executable.",
       "Directive \"@include\" may not be used on UNION.",
       "Unknown type \"Kat\". Did you mean \"Cat\", \"Int\", or \"Pet\"?",
       "Directive \"@deprecated\" may not be used on ENUM.", "Directive \"@skip\" may not be used on ENUM_VALUE.",
       "Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
       "The directive \"@specifiedBy\" can only be used once at this location.",
       "Directive \"@d\" argument \"a\" of type \"Int!\" is required, but it was not provided."});
  expect_messages(
      R"gql(interface I implements Node & Being { id: ID! } schema @skip { query: Querry } { dog { name } })gql",
      {"The \"I\" definition is not executable.", "The schema definition is not executable.", "Unknown type \"Node\".",
       "Directive \"@skip\" may not be used on SCHEMA.",
       "Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
       "Unknown type \"Querry\"."});
}

TEST(ValidationRule, UniqueOperationNames) {
  expect_messages(R"gql(query Foo { dog { name } } query Bar { dog { name } })gql", {});
  expect_messages(R"gql(query Foo { dog { name } } query Foo { dog { nickname } })gql",
                  {"There can be only one operation named \"Foo\"."});
  expect_messages(R"gql(query Foo { dog { name } } mutation Foo { rename(name: "x") { name } })gql",
                  {"There can be only one operation named \"Foo\"."});
}

TEST(ValidationRule, LoneAnonymousOperation) {
  expect_messages(R"gql({ dog { name } })gql", {});
  expect_messages(R"gql({ dog { name } } { cat { name } })gql",
                  {"This anonymous operation must be the only defined operation.",
                   "This anonymous operation must be the only defined operation."});
  expect_messages(R"gql({ dog { name } } query Named { cat { name } })gql",
                  {"This anonymous operation must be the only defined operation."});
}

TEST(ValidationRule, SingleFieldSubscriptions) {
  expect_messages(R"gql(subscription ImportantEmails { importantEmails })gql", {});
  expect_messages(
      R"gql(subscription ImportantEmails { importantEmails notImportantEmails })gql",
      {"Subscription \"ImportantEmails\" must select only one top level field.",
       "Cannot query field \"notImportantEmails\" on type \"SubscriptionRoot\". Did you mean \"importantEmails\"?"});
  expect_messages(R"gql(subscription { importantEmails newMessage })gql",
                  {"Anonymous Subscription must select only one top level field."});
  expect_messages(R"gql(subscription S { __typename })gql",
                  {"Subscription \"S\" must not select an introspection top level field."});
  expect_messages(R"gql(subscription S { ...F } fragment F on SubscriptionRoot { importantEmails newMessage })gql",
                  {"Subscription \"S\" must select only one top level field."});
  expect_messages(R"gql(subscription S { importantEmails newMessage @skip(if: true) })gql", {});
  expect_messages(R"gql(subscription S($v: Boolean!) { importantEmails newMessage @skip(if: $v) })gql",
                  {"Argument \"if\" of required type \"Boolean!\" was provided the variable \"$v\" which was not "
                   "provided a runtime value."});
  expect_messages(R"gql(subscription S { importantEmails @include })gql",
                  {"Argument \"if\" of required type \"Boolean!\" was not provided."});
}

TEST(ValidationRule, KnownTypeNames) {
  expect_messages(
      R"gql(query Foo($var: String, $required: [Int!]!) { human(id: 4) { pets { ... on Pet { name }, ...PetFields } } } fragment PetFields on Pet { name })gql",
      {"Variable \"$var\" is never used in operation \"Foo\".",
       "Variable \"$required\" is never used in operation \"Foo\"."});
  expect_messages(
      R"gql(query Foo($var: [JumbledUpLetters!]!) { human(id: 4) { name pets { ... on Badger { name }, ...PetFields } } } fragment PetFields on Peat { name })gql",
      {"Unknown type \"JumbledUpLetters\".", "Unknown type \"Badger\".",
       "Variable \"$var\" is never used in operation \"Foo\".",
       "Unknown type \"Peat\". Did you mean \"Pet\" or \"Cat\"?"});
  expect_messages(R"gql(query ($a: Dgo) { dog { name } })gql",
                  {"Unknown type \"Dgo\". Did you mean \"Dog\"?", "Variable \"$a\" is never used."});
}

TEST(ValidationRule, FragmentsOnCompositeTypes) {
  expect_messages(R"gql(fragment validFragment on Dog { barks } { dog { ...validFragment } })gql", {});
  expect_messages(R"gql(fragment scalarFragment on Boolean { bad } { dog { ...scalarFragment } })gql",
                  {"Fragment \"scalarFragment\" cannot condition on non composite type \"Boolean\"."});
  expect_messages(R"gql(fragment enumFragment on FurColor { bad } { dog { ...enumFragment } })gql",
                  {"Fragment \"enumFragment\" cannot condition on non composite type \"FurColor\"."});
  expect_messages(R"gql(fragment inputFragment on ComplexInput { stringField } { dog { ...inputFragment } })gql",
                  {"Fragment \"inputFragment\" cannot condition on non composite type \"ComplexInput\"."});
  expect_messages(R"gql({ dog { ... on String { barks } } })gql",
                  {"Fragment cannot condition on non composite type \"String\"."});
}

TEST(ValidationRule, VariablesAreInputTypes) {
  expect_messages(R"gql(query Foo($a: String, $b: [Boolean!]!, $c: ComplexInput) { field(a: $a, b: $b, c: $c) })gql",
                  {"Cannot query field \"field\" on type \"QueryRoot\"."});
  expect_messages(
      R"gql(query Foo($a: Dog, $b: [[CatOrDog!]]!, $c: Pet) { dog { name } })gql",
      {"Variable \"$a\" cannot be non-input type \"Dog\".",
       "Variable \"$b\" cannot be non-input type \"[[CatOrDog!]]!\".",
       "Variable \"$c\" cannot be non-input type \"Pet\".", "Variable \"$a\" is never used in operation \"Foo\".",
       "Variable \"$b\" is never used in operation \"Foo\".", "Variable \"$c\" is never used in operation \"Foo\"."});
}

TEST(ValidationRule, ScalarLeafs) {
  expect_messages(R"gql({ dog { barks } })gql", {});
  expect_messages(
      R"gql({ human })gql",
      {"Field \"human\" of type \"Human\" must have a selection of subfields. Did you mean \"human { ... }\"?"});
  expect_messages(
      R"gql({ human { pets } })gql",
      {"Field \"pets\" of type \"[Pet]\" must have a selection of subfields. Did you mean \"pets { ... }\"?"});
  expect_messages(R"gql({ dog { barks { sinceWhen } } })gql",
                  {"Field \"barks\" must not have a selection since type \"Boolean\" has no subfields."});
  expect_messages(R"gql({ dog { doesKnowCommand(dogCommand: SIT) { sinceWhen } } })gql",
                  {"Field \"doesKnowCommand\" must not have a selection since type \"Boolean\" has no subfields."});
  expect_messages(R"gql({ human { relatives } })gql", {"Field \"relatives\" of type \"[Human]!\" must have a selection "
                                                       "of subfields. Did you mean \"relatives { ... }\"?"});
}

TEST(ValidationRule, FieldsOnCorrectType) {
  expect_messages(R"gql({ dog { name nickname __typename } })gql", {});
  expect_messages(R"gql({ dog { meowVolume } })gql",
                  {"Cannot query field \"meowVolume\" on type \"Dog\". Did you mean \"barkVolume\"?"});
  expect_messages(R"gql({ dog { unknown_pet_field { name } } })gql",
                  {"Cannot query field \"unknown_pet_field\" on type \"Dog\"."});
  expect_messages(
      R"gql({ pet { meowsVolume } })gql",
      {"Cannot query field \"meowsVolume\" on type \"Pet\". Did you mean to use an inline fragment on \"Cat\"?"});
  expect_messages(R"gql({ catOrDog { name } })gql",
                  {"Cannot query field \"name\" on type \"CatOrDog\". Did you mean to use an inline fragment on "
                   "\"Being\", \"Pet\", \"Canine\", \"Cat\", or \"Dog\"?"});
  expect_messages(R"gql({ being { nickname } })gql", {"Cannot query field \"nickname\" on type \"Being\". Did you mean "
                                                      "to use an inline fragment on \"Cat\" or \"Dog\"?"});
  expect_messages(R"gql({ dogOrHuman { name } })gql",
                  {"Cannot query field \"name\" on type \"DogOrHuman\". Did you mean to use an inline fragment on "
                   "\"Being\", \"Canine\", \"Human\", \"Pet\", or \"Dog\"?"});
  expect_messages(R"gql({ humanOrAlien { name } })gql",
                  {"Cannot query field \"name\" on type \"HumanOrAlien\". Did you mean to use an inline fragment on "
                   "\"Being\", \"Alien\", or \"Human\"?"});
  expect_messages(R"gql({ dog { barkVolume: __schema { queryType { name } } } })gql",
                  {"Cannot query field \"__schema\" on type \"Dog\"."});
  expect_messages(R"gql(mutation { __type(name: "Dog") { name } })gql",
                  {"Cannot query field \"__type\" on type \"MutationRoot\"."});
}

TEST(ValidationRule, UniqueFragmentNames) {
  expect_messages(
      R"gql({ dog { ...fragA ...fragB } } fragment fragA on Dog { name } fragment fragB on Dog { nickname })gql", {});
  expect_messages(R"gql({ dog { ...fragA } } fragment fragA on Dog { name } fragment fragA on Dog { barks })gql",
                  {"There can be only one fragment named \"fragA\"."});
}

TEST(ValidationRule, KnownFragmentNames) {
  expect_messages(R"gql({ dog { ...F } } fragment F on Dog { name })gql", {});
  expect_messages(R"gql({ dog { ...UnknownFragment1 ... on Dog { ...UnknownFragment2 } } })gql",
                  {"Unknown fragment \"UnknownFragment1\".", "Unknown fragment \"UnknownFragment2\"."});
}

TEST(ValidationRule, NoUnusedFragments) {
  expect_messages(R"gql({ dog { ...A } } fragment A on Dog { ...B } fragment B on Dog { name })gql", {});
  expect_messages(R"gql({ dog { name } } fragment Unused1 on Dog { name } fragment Unused2 on Dog { ...Unused1 })gql",
                  {"Fragment \"Unused1\" is never used.", "Fragment \"Unused2\" is never used."});
}

TEST(ValidationRule, PossibleFragmentSpreads) {
  expect_messages(
      R"gql({ dog { ... on Dog { barkVolume } ... on Pet { name } ... on CatOrDog { ... on Dog { name } } } })gql", {});
  expect_messages(
      R"gql({ dog { ...catFragment } } fragment catFragment on Cat { meows })gql",
      {"Fragment \"catFragment\" cannot be spread here as objects of type \"Dog\" can never be of type \"Cat\"."});
  expect_messages(R"gql({ dog { ... on Cat { meows } } })gql",
                  {"Fragment cannot be spread here as objects of type \"Dog\" can never be of type \"Cat\"."});
  expect_messages(R"gql({ pet { ... on Human { iq } } })gql",
                  {"Fragment cannot be spread here as objects of type \"Pet\" can never be of type \"Human\"."});
  expect_messages(
      R"gql({ catOrDog { ... on HumanOrAlien { __typename } } })gql",
      {"Fragment cannot be spread here as objects of type \"CatOrDog\" can never be of type \"HumanOrAlien\"."});
  expect_messages(R"gql({ dogOrHuman { ... on Being { name } ... on Pet { name } ... on Canine { name } } })gql", {});
  expect_messages(R"gql({ humanOrAlien { ... on Pet { name } } })gql",
                  {"Fragment cannot be spread here as objects of type \"HumanOrAlien\" can never be of type \"Pet\"."});
}

TEST(ValidationRule, NoFragmentCycles) {
  expect_messages(R"gql({ dog { ...A } } fragment A on Dog { ...B } fragment B on Dog { name })gql", {});
  expect_messages(R"gql({ dog { ...A } } fragment A on Dog { ...A })gql",
                  {"Cannot spread fragment \"A\" within itself."});
  expect_messages(
      R"gql({ dog { ...A } } fragment A on Dog { ...B } fragment B on Dog { ...C } fragment C on Dog { ...A })gql",
      {"Cannot spread fragment \"A\" within itself via \"B\", \"C\"."});
  expect_messages(
      R"gql({ dog { ...A } } fragment A on Dog { ...B ...C } fragment B on Dog { ...A } fragment C on Dog { ...A })gql",
      {"Cannot spread fragment \"A\" within itself via \"B\".",
       "Cannot spread fragment \"A\" within itself via \"C\"."});
  expect_messages(R"gql({ dog { ...A } } fragment A on Dog { mother { ...A } })gql",
                  {"Cannot spread fragment \"A\" within itself."});
}

TEST(ValidationRule, UniqueVariableNames) {
  expect_messages(
      R"gql(query A($x: Int, $y: String) { __typename } query B($x: String, $y: Int) { __typename })gql",
      {"Variable \"$x\" is never used in operation \"A\".", "Variable \"$y\" is never used in operation \"A\".",
       "Variable \"$x\" is never used in operation \"B\".", "Variable \"$y\" is never used in operation \"B\"."});
  expect_messages(
      R"gql(query A($x: Int, $x: Int, $x: String) { __typename } query B($y: Int, $y: Int) { __typename })gql",
      {"There can be only one variable named \"$x\".", "Variable \"$x\" is never used in operation \"A\".",
       "Variable \"$x\" is never used in operation \"A\".", "Variable \"$x\" is never used in operation \"A\".",
       "There can be only one variable named \"$y\".", "Variable \"$y\" is never used in operation \"B\".",
       "Variable \"$y\" is never used in operation \"B\"."});
}

TEST(ValidationRule, NoUndefinedVariables) {
  expect_messages(R"gql(query Foo($a: String) { field(a: $a) })gql",
                  {"Cannot query field \"field\" on type \"QueryRoot\"."});
  expect_messages(
      R"gql(query Foo($a: String, $b: String) { complicatedArgs { stringArgField(stringArg: $a) } ...F } fragment F on QueryRoot { complicatedArgs { s2: stringArgField(stringArg: $b) } })gql",
      {});
  expect_messages(
      R"gql(query Foo { complicatedArgs { stringArgField(stringArg: $a) } ...F } fragment F on QueryRoot { complicatedArgs { s2: stringArgField(stringArg: $b) } })gql",
      {"Variable \"$a\" is not defined by operation \"Foo\".", "Variable \"$b\" is not defined by operation \"Foo\"."});
  expect_messages(R"gql({ complicatedArgs { stringArgField(stringArg: $a) s2: stringArgField(stringArg: $a) } })gql",
                  {"Variable \"$a\" is not defined.", "Variable \"$a\" is not defined."});
  expect_messages(
      R"gql(query A { ...F } query B($b: String) { ...F } fragment F on QueryRoot { complicatedArgs { stringArgField(stringArg: $b) } })gql",
      {"Variable \"$b\" is not defined by operation \"A\"."});
}

TEST(ValidationRule, NoUnusedVariables) {
  expect_messages(R"gql(query ($a: String) { complicatedArgs { stringArgField(stringArg: $a) } })gql", {});
  expect_messages(R"gql(query ($a: String, $b: String) { complicatedArgs { stringArgField(stringArg: $a) } })gql",
                  {"Variable \"$b\" is never used."});
  expect_messages(
      R"gql(query Foo($a: String, $b: String) { ...F } fragment F on QueryRoot { complicatedArgs { stringArgField(stringArg: $a) } } fragment Unused on QueryRoot { complicatedArgs { s: stringArgField(stringArg: $b) } })gql",
      {"Variable \"$b\" is never used in operation \"Foo\".", "Fragment \"Unused\" is never used."});
}

TEST(ValidationRule, KnownDirectives) {
  expect_messages(R"gql({ dog @include(if: true) { name } human @skip(if: false) { name } })gql", {});
  expect_messages(R"gql({ dog @unknown(directive: "value") { name } })gql", {"Unknown directive \"@unknown\"."});
  expect_messages(R"gql(query Foo @include(if: true) { dog { name } })gql",
                  {"Directive \"@include\" may not be used on QUERY."});
  expect_messages(R"gql(query ($v: Int @skip(if: true)) { complicatedArgs { intArgField(intArg: $v) } })gql",
                  {"Directive \"@skip\" may not be used on VARIABLE_DEFINITION."});
  expect_messages(R"gql({ dog { ...F @deprecated } } fragment F on Dog @skip(if: true) { name })gql",
                  {"Directive \"@deprecated\" may not be used on FRAGMENT_SPREAD.",
                   "Directive \"@skip\" may not be used on FRAGMENT_DEFINITION."});
  expect_messages(R"gql(mutation M @onMutation { rename(name: "x") { name } })gql",
                  {"Unknown directive \"@onMutation\"."});
}

TEST(ValidationRule, UniqueDirectivesPerLocation) {
  expect_messages(R"gql({ dog @skip(if: true) @include(if: true) { name } })gql", {});
  expect_messages(R"gql({ dog @skip(if: true) @skip(if: false) { name } })gql",
                  {"The directive \"@skip\" can only be used once at this location."});
  expect_messages(R"gql({ dog @skip(if: true) @skip(if: false) @skip(if: true) { name } })gql",
                  {"The directive \"@skip\" can only be used once at this location.",
                   "The directive \"@skip\" can only be used once at this location."});
  expect_messages(R"gql({ dog @skip(if: true) { name @skip(if: true) } })gql", {});
}

TEST(ValidationRule, KnownArgumentNames) {
  expect_messages(R"gql({ dog { doesKnowCommand(dogCommand: SIT) isHouseTrained(atOtherHomes: true) } })gql", {});
  expect_messages(R"gql({ dog { doesKnowCommand(dogcommand: SIT) } })gql",
                  {"Unknown argument \"dogcommand\" on field \"Dog.doesKnowCommand\". Did you mean \"dogCommand\"?"});
  expect_messages(R"gql({ dog { doesKnowCommand(whoKnows: SIT) } })gql",
                  {"Unknown argument \"whoKnows\" on field \"Dog.doesKnowCommand\"."});
  expect_messages(R"gql({ dog @skip(unless: true) { name } })gql",
                  {"Unknown argument \"unless\" on directive \"@skip\".",
                   "Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided."});
  expect_messages(R"gql({ dog @skip(iff: true) { name } })gql",
                  {"Unknown argument \"iff\" on directive \"@skip\". Did you mean \"if\"?",
                   "Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided."});
  expect_messages(R"gql({ dog { isHouseTrained(atOtherHomes: true, unknown: 1) name(surName: true) } })gql",
                  {"Unknown argument \"unknown\" on field \"Dog.isHouseTrained\".",
                   "Unknown argument \"surName\" on field \"Dog.name\". Did you mean \"surname\"?"});
  expect_messages(R"gql({ __type(name: "Dog", kind: OBJECT) { name } })gql",
                  {"Unknown argument \"kind\" on field \"QueryRoot.__type\"."});
}

TEST(ValidationRule, UniqueArgumentNames) {
  expect_messages(R"gql({ dog { isAtLocation(x: 1, y: 2) } })gql", {});
  expect_messages(R"gql({ dog { isAtLocation(x: 1, x: 2, y: 1, y: 3, x: 4) } })gql",
                  {"There can be only one argument named \"x\".", "There can be only one argument named \"y\"."});
  expect_messages(R"gql({ dog @skip(if: true, if: false) { name } })gql",
                  {"There can be only one argument named \"if\"."});
}

TEST(ValidationRule, ValuesOfCorrectType) {
  expect_messages(
      R"gql({ complicatedArgs { intArgField(intArg: 2) floatArgField(floatArg: 1) idArgField(idArg: 1) stringListArgField(stringListArg: "one") enumArgField(enumArg: BROWN) } })gql",
      {});
  expect_messages(R"gql({ complicatedArgs { stringArgField(stringArg: 1) } })gql",
                  {"String cannot represent a non string value: 1"});
  expect_messages(R"gql({ complicatedArgs { intArgField(intArg: "3") } })gql",
                  {"Int cannot represent non-integer value: \"3\""});
  expect_messages(R"gql({ complicatedArgs { intArgField(intArg: 829384293849283498239482938) } })gql",
                  {"Int cannot represent non 32-bit signed integer value: 829384293849283498239482938"});
  expect_messages(R"gql({ complicatedArgs { intArgField(intArg: 2147483648) } })gql",
                  {"Int cannot represent non 32-bit signed integer value: 2147483648"});
  expect_messages(R"gql({ complicatedArgs { floatArgField(floatArg: true) } })gql",
                  {"Float cannot represent non numeric value: true"});
  expect_messages(R"gql({ complicatedArgs { idArgField(idArg: 1.0) } })gql",
                  {"ID cannot represent a non-string and non-integer value: 1.0"});
  expect_messages(R"gql({ complicatedArgs { booleanArgField(booleanArg: TRUE) } })gql",
                  {"Boolean cannot represent a non boolean value: TRUE"});
  expect_messages(
      R"gql({ complicatedArgs { enumArgField(enumArg: "BROWN") } })gql",
      {"Enum \"FurColor\" cannot represent non-enum value: \"BROWN\". Did you mean the enum value \"BROWN\"?"});
  expect_messages(R"gql({ complicatedArgs { enumArgField(enumArg: brown) } })gql",
                  {"Value \"brown\" does not exist in \"FurColor\" enum. Did you mean the enum value \"BROWN\"?"});
  expect_messages(R"gql({ complicatedArgs { enumArgField(enumArg: SPOTED) } })gql",
                  {"Value \"SPOTED\" does not exist in \"FurColor\" enum. Did you mean the enum value \"SPOTTED\"?"});
  expect_messages(R"gql({ complicatedArgs { enumArgField(enumArg: 2) } })gql",
                  {"Enum \"FurColor\" cannot represent non-enum value: 2."});
  expect_messages(R"gql({ complicatedArgs { nonNullIntArgField(nonNullIntArg: null) } })gql",
                  {"Expected value of type \"Int!\", found null."});
  expect_messages(R"gql({ complicatedArgs { stringListArgField(stringListArg: ["one", 2]) } })gql",
                  {"String cannot represent a non string value: 2"});
  expect_messages(R"gql({ complicatedArgs { stringListNonNullArgField(stringListNonNullArg: ["one", null]) } })gql",
                  {"Expected value of type \"String!\", found null."});
  expect_messages(R"gql({ complicatedArgs { complexArgField(complexArg: { intField: 4 }) } })gql",
                  {"Field \"ComplexInput.requiredField\" of required type \"Boolean!\" was not provided."});
  expect_messages(
      R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, nonNullField: null }) } })gql",
      {"Expected value of type \"Boolean!\", found null."});
  expect_messages(
      R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, invalidField: "value" }) } })gql",
      {"Field \"invalidField\" is not defined by type \"ComplexInput\". Did you mean \"intField\"?"});
  expect_messages(
      R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, stringListField: ["x", 1] }) } })gql",
      {"String cannot represent a non string value: 1"});
  expect_messages(R"gql({ complicatedArgs { complexArgField(complexArg: "yes") } })gql",
                  {"Expected value of type \"ComplexInput\", found \"yes\"."});
  expect_messages(R"gql({ complicatedArgs { stringArgField(stringArg: {a: [1, "two\n"], b: null}) } })gql",
                  {"String cannot represent a non string value: {a: [1, \"two\\n\"], b: null}"});
  expect_messages(R"gql({ complicatedArgs { intArgField(intArg: [1]) } })gql",
                  {"Int cannot represent non-integer value: [1]"});
  expect_messages(
      R"gql(query ($a: Int = "one", $b: ComplexInput = { intField: 3 }, $c: [String] = [1]) { dog { name } })gql",
      {"Int cannot represent non-integer value: \"one\"",
       "Field \"ComplexInput.requiredField\" of required type \"Boolean!\" was not provided.",
       "String cannot represent a non string value: 1", "Variable \"$a\" is never used.",
       "Variable \"$b\" is never used.", "Variable \"$c\" is never used."});
  expect_messages(R"gql(query ($a: Int! = null) { complicatedArgs { intArgField(intArg: $a) } })gql",
                  {"Expected value of type \"Int!\", found null."});
  expect_messages(R"gql({ dog { isHouseTrained(atOtherHomes: null) } })gql", {});
}

TEST(ValidationRule, ProvidedRequiredArguments) {
  expect_messages(
      R"gql({ complicatedArgs { multipleReqs(req1: 1, req2: 2) nonNullFieldWithDefault multipleOptAndReq(req1: 1, req2: 2) } })gql",
      {});
  expect_messages(R"gql({ complicatedArgs { multipleReqs(req2: 2) } })gql",
                  {"Field \"multipleReqs\" argument \"req1\" of type \"Int!\" is required, but it was not provided."});
  expect_messages(R"gql({ complicatedArgs { multipleReqs } })gql",
                  {"Field \"multipleReqs\" argument \"req1\" of type \"Int!\" is required, but it was not provided.",
                   "Field \"multipleReqs\" argument \"req2\" of type \"Int!\" is required, but it was not provided."});
  expect_messages(
      R"gql({ complicatedArgs { multipleOptAndReq(opt1: 1) } })gql",
      {"Field \"multipleOptAndReq\" argument \"req1\" of type \"Int!\" is required, but it was not provided.",
       "Field \"multipleOptAndReq\" argument \"req2\" of type \"Int!\" is required, but it was not provided."});
  expect_messages(R"gql({ dog @include { name } human @skip { name } })gql",
                  {"Directive \"@include\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
                   "Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided."});
  expect_messages(R"gql({ unknownField(req: 1) dog { unknownArg: isHouseTrained } })gql",
                  {"Cannot query field \"unknownField\" on type \"QueryRoot\"."});
}

TEST(ValidationRule, VariablesInAllowedPosition) {
  expect_messages(R"gql(query ($b: Boolean) { dog @include(if: $b) { name } })gql",
                  {"Variable \"$b\" of type \"Boolean\" used in position expecting type \"Boolean!\"."});
  expect_messages(R"gql(query ($b: Boolean = true) { dog @include(if: $b) { name } })gql", {});
  expect_messages(R"gql(query ($b: Boolean!) { dog @include(if: $b) { name } })gql", {});
  expect_messages(R"gql(query ($i: Int) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $i) } })gql",
                  {"Variable \"$i\" of type \"Int\" used in position expecting type \"Int!\"."});
  expect_messages(R"gql(query ($i: Int = 1) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $i) } })gql", {});
  expect_messages(R"gql(query ($i: Int = null) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $i) } })gql",
                  {"Variable \"$i\" of type \"Int\" used in position expecting type \"Int!\"."});
  expect_messages(R"gql(query ($i: Int) { complicatedArgs { nonNullFieldWithDefault(arg: $i) } })gql", {});
  expect_messages(
      R"gql(query ($s: String) { complicatedArgs { stringListNonNullArgField(stringListNonNullArg: [$s]) } })gql",
      {"Variable \"$s\" of type \"String\" used in position expecting type \"String!\"."});
  expect_messages(
      R"gql(query ($s: [String]) { complicatedArgs { stringListNonNullArgField(stringListNonNullArg: $s) } })gql",
      {"Variable \"$s\" of type \"[String]\" used in position expecting type \"[String!]\"."});
  expect_messages(R"gql(query ($s: [String!]) { complicatedArgs { stringListArgField(stringListArg: $s) } })gql", {});
  expect_messages(R"gql(query ($s: String!) { complicatedArgs { stringListArgField(stringListArg: $s) } })gql",
                  {"Variable \"$s\" of type \"String!\" used in position expecting type \"[String]\"."});
  expect_messages(
      R"gql(query ($b: Boolean) { complicatedArgs { complexArgField(complexArg: { requiredField: $b }) } })gql",
      {"Variable \"$b\" of type \"Boolean\" used in position expecting type \"Boolean!\"."});
  expect_messages(
      R"gql(query ($b: Boolean) { complicatedArgs { complexArgField(complexArg: { requiredField: true, nonNullField: $b }) } })gql",
      {});
  expect_messages(R"gql(query ($f: FurColor) { complicatedArgs { stringArgField(stringArg: $f) } })gql",
                  {"Variable \"$f\" of type \"FurColor\" used in position expecting type \"String\"."});
  expect_messages(
      R"gql(query Q($i: Int) { ...F } fragment F on QueryRoot { complicatedArgs { nonNullIntArgField(nonNullIntArg: $i) } })gql",
      {"Variable \"$i\" of type \"Int\" used in position expecting type \"Int!\"."});
}

TEST(ValidationRule, OverlappingFieldsCanBeMerged) {
  expect_messages(R"gql(fragment F on Dog { name name })gql", {"Fragment \"F\" is never used."});
  expect_messages(R"gql(fragment F on Dog { otherName: name otherName: name })gql", {"Fragment \"F\" is never used."});
  expect_messages(R"gql(fragment F on Dog { name: nickname name })gql",
                  {"Fields \"name\" conflict because \"nickname\" and \"name\" are different fields. Use different "
                   "aliases on the fields to fetch both if this was intentional.",
                   "Fragment \"F\" is never used."});
  expect_messages(R"gql(fragment F on Dog { doesKnowCommand doesKnowCommand(dogCommand: HEEL) })gql",
                  {"Fields \"doesKnowCommand\" conflict because they have differing arguments. Use different aliases "
                   "on the fields to fetch both if this was intentional.",
                   "Fragment \"F\" is never used."});
  expect_messages(R"gql(fragment F on Dog { doesKnowCommand(dogCommand: SIT) doesKnowCommand(dogCommand: HEEL) })gql",
                  {"Fields \"doesKnowCommand\" conflict because they have differing arguments. Use different aliases "
                   "on the fields to fetch both if this was intentional.",
                   "Fragment \"F\" is never used."});
  expect_messages(R"gql(fragment F on Dog { isAtLocation(x: 0) isAtLocation(y: 0) })gql",
                  {"Fields \"isAtLocation\" conflict because they have differing arguments. Use different aliases on "
                   "the fields to fetch both if this was intentional.",
                   "Fragment \"F\" is never used."});
  expect_messages(R"gql({ catOrDog { ... on Dog { name: barkVolume } ... on Cat { name: meowsVolume } } })gql", {});
  expect_messages(R"gql({ pet { ... on Dog { x: barkVolume } ... on Cat { x: nickname } } })gql",
                  {"Fields \"x\" conflict because they return conflicting types \"Int\" and \"String\". Use different "
                   "aliases on the fields to fetch both if this was intentional."});
  expect_messages(R"gql({ being { ... on Dog { name: nickname } ... on Human { name } } })gql", {});
  expect_messages(R"gql({ dog { x: name } dog { x: barks } })gql",
                  {"Fields \"dog\" conflict because subfields \"x\" conflict because \"name\" and \"barks\" are "
                   "different fields. Use different aliases on the fields to fetch both if this was intentional."});
  expect_messages(R"gql({ dog { mother { x: name } } dog { mother { x: barks y: name } } })gql",
                  {"Fields \"dog\" conflict because subfields \"mother\" conflict because subfields \"x\" conflict "
                   "because \"name\" and \"barks\" are different fields. Use different aliases on the fields to fetch "
                   "both if this was intentional."});
  expect_messages(R"gql({ catOrDog { ... on Dog { x: mother { name } } ... on Cat { x: furColor } } })gql",
                  {"Fields \"x\" conflict because they return conflicting types \"Dog\" and \"FurColor\". Use "
                   "different aliases on the fields to fetch both if this was intentional."});
  expect_messages(
      R"gql({ human { relatives { name } } human { relatives: pets { name } } })gql",
      {"Fields \"human\" conflict because subfields \"relatives\" conflict because \"relatives\" and \"pets\" are "
       "different fields. Use different aliases on the fields to fetch both if this was intentional."});
  expect_messages(
      R"gql({ ...A ...B } fragment A on QueryRoot { x: dog { name } } fragment B on QueryRoot { x: cat { name } })gql",
      {"Fields \"x\" conflict because \"dog\" and \"cat\" are different fields. Use different aliases on the fields to "
       "fetch both if this was intentional."});
  expect_messages(R"gql({ dog { ...A } } fragment A on Dog { x: name ...B } fragment B on Dog { x: barks ...A })gql",
                  {"Cannot spread fragment \"A\" within itself via \"B\".",
                   "Fields \"x\" conflict because \"name\" and \"barks\" are different fields. Use different aliases "
                   "on the fields to fetch both if this was intentional.",
                   "Fields \"x\" conflict because \"barks\" and \"name\" are different fields. Use different aliases "
                   "on the fields to fetch both if this was intentional."});
  expect_messages(R"gql({ dog { ... on Dog { name } ... on Dog { name } } })gql", {});
  expect_messages(R"gql({ f1: dog { name } f1: cat { name } })gql",
                  {"Fields \"f1\" conflict because \"dog\" and \"cat\" are different fields. Use different aliases on "
                   "the fields to fetch both if this was intentional."});
  expect_messages(R"gql({ field: dog { name } field: dog { name } })gql", {});
  expect_messages(
      R"gql(query ($a: Boolean) { dog { isHouseTrained(atOtherHomes: $a) isHouseTrained(atOtherHomes: true) } })gql",
      {"Fields \"isHouseTrained\" conflict because they have differing arguments. Use different aliases on the fields "
       "to fetch both if this was intentional."});
  expect_messages(
      R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 1 }) complexArgField(complexArg: { intField: 1, requiredField: true }) } })gql",
      {});
}

TEST(ValidationRule, UniqueInputFieldNames) {
  expect_messages(R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 1 }) } })gql",
                  {});
  expect_messages(
      R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, requiredField: false }) } })gql",
      {"There can be only one input field named \"requiredField\"."});
  expect_messages(
      R"gql({ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 1, intField: 2, intField: 3 }) } })gql",
      {"There can be only one input field named \"intField\".",
       "There can be only one input field named \"intField\"."});
}

TEST(ValidationRule, MaxIntrospectionDepth) {
  expect_messages(R"gql({ __schema { types { fields { type { fields { name } } } } } })gql", {});
  expect_messages(R"gql({ __schema { types { fields { type { fields { type { fields { name } } } } } } } })gql",
                  {"Maximum introspection depth exceeded"});
  expect_messages(
      R"gql({ __type(name: "Dog") { ...A } } fragment A on __Type { interfaces { ...B } } fragment B on __Type { possibleTypes { ...C } } fragment C on __Type { inputFields { name } })gql",
      {"Maximum introspection depth exceeded"});
  expect_messages(R"gql({ __schema { types { ...A } } } fragment A on __Type { fields { type { ...A } } })gql",
                  {"Maximum introspection depth exceeded", "Cannot spread fragment \"A\" within itself."});
}

// ---- locations ----

TEST(Validation, LocatesTypeReferencesLiteralsAndVariables) {
  auto errors =
      errors_of(pets(), "query ($a: Dgo) {\n  dog { name }\n  complicatedArgs { intArgField(intArg: \"x\") }\n}");
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_EQ(errors[0].message, "Unknown type \"Dgo\". Did you mean \"Dog\"?");
  ASSERT_EQ(errors[0].locations.size(), 1u);
  EXPECT_EQ(errors[0].locations[0].line, 1u);
  EXPECT_EQ(errors[0].locations[0].column, 12u);
  ASSERT_EQ(errors[1].locations.size(), 1u);
  EXPECT_EQ(errors[1].locations[0].line, 3u);
  EXPECT_EQ(errors[1].locations[0].column, 41u);
  ASSERT_EQ(errors[2].locations.size(), 1u);  // the variable definition
  EXPECT_EQ(errors[2].locations[0].line, 1u);
  EXPECT_EQ(errors[2].locations[0].column, 8u);
}

TEST(Validation, LocatesBothSidesOfAConflictAndAnUndefinedVariable) {
  auto conflict = errors_of(pets(), "{\n  dog {\n    x: name\n    x: barks\n  }\n}");
  ASSERT_EQ(conflict.size(), 1u);
  ASSERT_EQ(conflict[0].locations.size(), 2u);
  EXPECT_EQ(conflict[0].locations[0].line, 3u);
  EXPECT_EQ(conflict[0].locations[0].column, 5u);
  EXPECT_EQ(conflict[0].locations[1].line, 4u);
  EXPECT_EQ(conflict[0].locations[1].column, 5u);

  auto undefined = errors_of(pets(), "query Q {\n  dog { isHouseTrained(atOtherHomes: $b) }\n}");
  ASSERT_EQ(undefined.size(), 1u);
  ASSERT_EQ(undefined[0].locations.size(), 2u);  // the variable, then the operation
  EXPECT_EQ(undefined[0].locations[0].line, 2u);
  EXPECT_EQ(undefined[0].locations[0].column, 38u);
  EXPECT_EQ(undefined[0].locations[1].line, 1u);
  EXPECT_EQ(undefined[0].locations[1].column, 1u);
}

// ---- limits and budgets (graphql-js's numbers) ----

TEST(Validation, StopsAfterOneHundredErrors) {
  std::string text = "{";
  for (int i = 0; i < 150; ++i) text += " f" + std::to_string(i);
  text += " }";
  auto messages = messages_of(pets(), text);
  ASSERT_EQ(messages.size(), 101u);
  EXPECT_EQ(messages[0], "Cannot query field \"f0\" on type \"QueryRoot\".");
  EXPECT_EQ(messages[99], "Cannot query field \"f99\" on type \"QueryRoot\".");
  EXPECT_EQ(messages[100], "Too many validation errors, error limit reached. Validation aborted.");
}

TEST(Validation, AbortsWhenFieldComparisonsExceedTheBudget) {
  // 1000 copies of one field are ~500,000 pairs to compare: graphql-js gives up.
  std::string text = "{ dog {";
  for (int i = 0; i < 1000; ++i) text += " name";
  text += " } }";
  EXPECT_EQ(messages_of(pets(), text), std::vector<std::string>{"Validation aborted."});
}

TEST(Validation, ExponentialFragmentTreesStayCheap) {
  // Each fragment spreads the next one twice: 2^40 paths, but every pair is compared once.
  std::string text = "{ dog { ...F0 } }\n";
  for (int i = 0; i < 40; ++i)
    text += "fragment F" + std::to_string(i) + " on Dog { name ...F" + std::to_string(i + 1) + " x" +
            std::to_string(i) + ": name ...F" + std::to_string(i + 1) + " }\n";
  text += "fragment F40 on Dog { barks }\n";
  EXPECT_EQ(messages_of(pets(), text), std::vector<std::string>{});
}

TEST(Validation, ManyConflictingFragmentsHitTheErrorLimit) {
  std::string text = "{ dog {";
  for (int i = 0; i < 60; ++i) text += " ...K" + std::to_string(i);
  text += " } }\n";
  for (int i = 0; i < 60; ++i)
    text += "fragment K" + std::to_string(i) + " on Dog { a: " + (i % 2 ? "name" : "nickname") + " }\n";
  auto messages = messages_of(pets(), text);
  ASSERT_EQ(messages.size(), 101u);
  EXPECT_EQ(messages[0],
            "Fields \"a\" conflict because \"nickname\" and \"name\" are different fields. Use different aliases on "
            "the fields to fetch both if this was intentional.");
  EXPECT_EQ(messages[100], "Too many validation errors, error limit reached. Validation aborted.");
}

TEST(Validation, LongFragmentCycleIsReportedOnce) {
  std::string text = "{ dog { ...C0 } }\n";
  for (int i = 0; i < 500; ++i)
    text += "fragment C" + std::to_string(i) + " on Dog { ...C" + std::to_string((i + 1) % 500) + " }\n";
  auto errors = errors_of(pets(), text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message.rfind("Cannot spread fragment \"C0\" within itself via \"C1\", \"C2\", ", 0), 0u);
  EXPECT_EQ(errors[0].locations.size(), 500u);
}

// ---- robustness ----

TEST(Validation, SurvivesHandBuiltOddDocuments) {
  // Shapes the parser never produces: list types without an item type, empty names,
  // selections on unknown types, fragments that spread themselves through unknown types.
  Document document;
  OperationDefinition op;
  VariableDefinition var;
  var.name = "v";
  var.type.kind = TypeRef::Kind::List;  // no `of`
  op.variables.push_back(var);
  Selection field;
  field.name = "";
  Selection spread;
  spread.kind = Selection::Kind::FragmentSpread;
  spread.name = "Loop";
  field.selection_set.push_back(spread);
  op.selection_set.push_back(field);
  Selection inline_fragment;
  inline_fragment.kind = Selection::Kind::InlineFragment;
  inline_fragment.type_condition = "Nowhere";
  inline_fragment.selection_set.push_back(spread);
  op.selection_set.push_back(inline_fragment);
  document.operations.push_back(op);
  FragmentDefinition loop;
  loop.name = "Loop";
  loop.type_condition = "Nowhere";
  loop.selection_set.push_back(spread);
  loop.selection_set.push_back(inline_fragment);
  document.fragments.push_back(loop);
  auto errors = validate(pets(), document);
  EXPECT_FALSE(errors.empty());
}

TEST(Validation, UnknownTypesAndFieldsEverywhereDoNotCascade) {
  // Below an unknown field nothing is known, so nothing more is reported.
  expect_messages(
      "query ($a: Nope, $b: [Nada!]) { nothing(x: $a, y: {z: [$b]}) { deeper { ...on Ghost { x } } } }",
      {"Unknown type \"Nope\".", "Unknown type \"Nada\".", "Cannot query field \"nothing\" on type \"QueryRoot\".",
       "Unknown type \"Ghost\". Did you mean \"Float\"?"});
}

// ---- the Karyana schema ----

const Schema& karyana() {
  static const std::shared_ptr<const Schema> schema = [] {
    // ctest runs the tests from server/ (not __FILE__: ccache's base_dir makes it relative).
    std::ifstream in("src/api/schema.graphql");
    if (!in) throw std::runtime_error("src/api/schema.graphql not found: run from server/");
    std::stringstream text;
    text << in.rdbuf();
    return Schema::from_sdl(text.str());
  }();
  return *schema;
}

TEST(Validation, AcceptsTheStoreFrontsOperations) {
  EXPECT_EQ(messages_of(karyana(), R"gql(
    mutation AddCartItem($customer_id: ID!, $product_id: ID!, $qty: Int = 1) {
      addCartItem(input: { customer_id: $customer_id, product_id: $product_id, qty: $qty }) { ...CartFields }
    }
    fragment CartFields on Cart { _id grandTotal items { product_id qty price } error { message } }
  )gql"),
            std::vector<std::string>{});
  EXPECT_EQ(
      messages_of(karyana(), R"gql(subscription ($id: ID!) { cartUpdated(id: $id) { mutation node { _id } } })gql"),
      std::vector<std::string>{});
}

TEST(Validation, RejectsMistakesInStoreFrontOperations) {
  EXPECT_EQ(messages_of(karyana(), R"gql({ cartByUser(id: "1") { items { quantity } } })gql"),
            std::vector<std::string>{"Cannot query field \"quantity\" on type \"CartItem\"."});
  EXPECT_EQ(messages_of(karyana(), R"gql(query ($id: ID) { user(id: $id) { _id } })gql"),
            std::vector<std::string>{"Variable \"$id\" of type \"ID\" used in position expecting type \"ID!\"."});
  EXPECT_EQ(messages_of(karyana(), R"gql({ settings_str @oneOf })gql"),
            std::vector<std::string>{"Directive \"@oneOf\" may not be used on FIELD."});
}

}  // namespace
}  // namespace karyana::graphql

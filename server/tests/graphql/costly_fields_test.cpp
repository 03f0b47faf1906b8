// At most Limits::max_costly_fields costly root fields (Resolvers::add_costly) per operation,
// counted by response key through aliases, inline fragments and fragment spreads: a document
// over the limit is refused with one top-level error before any resolver runs.
#include <string>

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

constexpr const char* kSchema = R"(
  type Query { ping: Int }
  type Mutation { sendCode(to: String): Int register(name: String): Int cheap: Int }
)";

struct Fixture {
  int runs = 0;
  std::unique_ptr<Engine> engine;

  explicit Fixture(Limits limits = {}) {
    Resolvers r;
    auto counted = [this](const ResolveInfo&) -> boost::json::value { return ++runs; };
    r.add_costly("Mutation.sendCode", counted);
    r.add_costly("Mutation.register", counted);
    r.add("Mutation.cheap", counted);
    engine = std::make_unique<Engine>(Schema::from_sdl(kSchema), std::move(r), limits);
  }

  ExecutionResult run(const std::string& text) {
    Context ctx;
    return engine->run(text, {}, ctx);
  }
};

bool refused(const ExecutionResult& r) {
  return !r.data && r.errors.size() == 1 &&
         r.errors[0].message.find("Too many costly operations in one request") != std::string::npos;
}

TEST(CostlyFields, OneCostlyFieldWithCheapOnesRuns) {
  Fixture f;
  auto r = f.run("mutation { sendCode(to: \"a\") cheap c2: cheap }");
  EXPECT_TRUE(r.errors.empty());
  EXPECT_EQ(f.runs, 3);
}

TEST(CostlyFields, AliasedCopiesAreRefusedBeforeAnythingRuns) {
  Fixture f;
  // 16 copies within the alias limit (15): one plain, fifteen aliased.
  std::string doc = "mutation { cheap register(name: \"n\")";
  for (int i = 1; i < 16; ++i) doc += " r" + std::to_string(i) + ": register(name: \"n" + std::to_string(i) + "\")";
  auto r = f.run(doc + " }");
  ASSERT_TRUE(refused(r)) << (r.errors.empty() ? "no error" : r.errors[0].message);
  EXPECT_EQ(r.errors[0].message,
            "Too many costly operations in one request (16: register; the limit is 1). Send them one at a time.");
  EXPECT_EQ(r.errors[0].extensions.at("code").as_string(), "TOO_MANY_COSTLY_OPERATIONS");
  EXPECT_EQ(f.runs, 0);
}

TEST(CostlyFields, TwoDifferentCostlyFieldsAreRefused) {
  Fixture f;
  auto r = f.run("mutation { sendCode register }");
  ASSERT_TRUE(refused(r));
  EXPECT_NE(r.errors[0].message.find("register, sendCode"), std::string::npos);
  EXPECT_EQ(f.runs, 0);
}

TEST(CostlyFields, FragmentsAndInlineFragmentsCount) {
  Fixture f;
  EXPECT_TRUE(
      refused(f.run("mutation { ...A ... on Mutation { b: sendCode } } fragment A on Mutation { a: sendCode }")));
  EXPECT_TRUE(refused(f.run("mutation { ... { x: register } ... @include(if: true) { y: register } }")));
  // @skip is not evaluated: a skipped costly field still counts.
  EXPECT_TRUE(refused(f.run("mutation { sendCode a: sendCode @skip(if: true) }")));
  EXPECT_EQ(f.runs, 0);
}

TEST(CostlyFields, OneResponseKeySelectedTwiceRunsOnce) {
  Fixture f;
  // Same key, same arguments: the fields merge and the resolver runs once.
  auto r = f.run("mutation { ...A sendCode(to: \"a\") } fragment A on Mutation { sendCode(to: \"a\") }");
  EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors[0].message);
  EXPECT_EQ(f.runs, 1);
}

TEST(CostlyFields, EachOperationIsCountedOnItsOwn) {
  Fixture f;
  const std::string doc = "mutation A { sendCode } mutation B { register }";
  Context ctx;
  auto r = f.engine->run(doc, {}, ctx, std::string("B"));
  EXPECT_TRUE(r.errors.empty());
  EXPECT_EQ(f.runs, 1);
}

TEST(CostlyFields, TheLimitIsConfigurableAndZeroMeansNone) {
  Fixture two(Limits{.max_costly_fields = 2});
  EXPECT_TRUE(two.run("mutation { sendCode register }").errors.empty());
  EXPECT_TRUE(refused(two.run("mutation { sendCode register a: register }")));
  Fixture none(Limits{.max_costly_fields = 0});
  EXPECT_TRUE(none.run("mutation { sendCode register a: register }").errors.empty());
  EXPECT_EQ(none.runs, 3);
}

}  // namespace
}  // namespace karyana::graphql

// The engine refuses to start when a registered resolver names no schema field: a misspelt
// `Mutation.addCartItm` must not leave `addCartItem` on the default resolver without a word.
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/resolver_names.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

namespace json = boost::json;

constexpr const char* kSchema = R"(
  interface Node { id: ID! }
  type Item implements Node { id: ID! qty: Int }
  input ItemInput { id: ID! }
  type Query { cart: [Item] node(id: ID!): Node }
  type Mutation { addCartItem(item: ItemInput!): Item }
  type Subscription { cartChanged: [Item] }
)";

json::value none(const ResolveInfo&) { return nullptr; }

// The engine's start-up error for these resolvers, or "" when it starts.
std::string start_error(const Resolvers& resolvers, const char* sdl = kSchema) {
  try {
    Engine engine(Schema::from_sdl(sdl), resolvers);
    return "";
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

TEST(ResolverNames, ResolversForSchemaFieldsStart) {
  Resolvers r;
  r.add("Query.cart", none);
  r.add("Query.node", none);
  r.add("Item.qty", none);
  r.add("Node.id", none);  // an interface's field
  r.add_costly("Mutation.addCartItem", none);
  r.add("Subscription.cartChanged", none);
  r.add_subscription("cartChanged", [](const ResolveInfo&) { return SubscriptionSource{"cart"}; });
  EXPECT_EQ(start_error(r), "");
}

TEST(ResolverNames, AMisspeltFieldStopsTheEngine) {
  Resolvers r;
  r.add("Query.cart", none);
  r.add("Mutation.addCartItm", none);
  EXPECT_EQ(start_error(r),
            "GraphQL resolvers registered for fields the schema does not have:\n"
            "  Mutation.addCartItm: type \"Mutation\" has no field \"addCartItm\"");
}

TEST(ResolverNames, EveryUnknownNameIsListed) {
  Resolvers r;
  r.add("Query.cart", none);
  r.add("Mutation.addCartItm", none);
  r.add_costly("Mutaton.addCartItem", none);
  r.add("ItemInput.id", none);
  r.add("cart", none);
  r.add_subscription("cartChange", [](const ResolveInfo&) { return SubscriptionSource{"cart"}; });
  EXPECT_EQ(start_error(r),
            "GraphQL resolvers registered for fields the schema does not have:\n"
            "  ItemInput.id: type \"ItemInput\" has no fields\n"
            "  Mutation.addCartItm: type \"Mutation\" has no field \"addCartItm\"\n"
            "  Mutaton.addCartItem: the schema has no type \"Mutaton\"\n"
            "  cart: not of the form \"Type.field\"\n"
            "  subscription cartChange: type \"Subscription\" has no field \"cartChange\"");
}

TEST(ResolverNames, ASubscriptionSourceNeedsASubscriptionType) {
  Resolvers r;
  r.add_subscription("cartChanged", [](const ResolveInfo&) { return SubscriptionSource{"cart"}; });
  EXPECT_EQ(start_error(r, "type Query { a: Int }"),
            "GraphQL resolvers registered for fields the schema does not have:\n"
            "  subscription cartChanged: the schema has no subscription type");
}

// The application's rule (api::make_engine): every operation field has its resolver, else the field
// would answer null to every request.
TEST(RootResolvers, EveryOperationFieldWithoutAResolverIsListed) {
  auto schema = Schema::from_sdl(kSchema);
  Resolvers r;
  r.add("Query.cart", none);
  r.add("Item.qty", none);
  EXPECT_EQ(execution::unresolved_root_fields(*schema, r),
            (std::vector<std::string>{"Mutation.addCartItem", "Query.node", "subscription cartChanged"}));
  try {
    execution::check_root_resolvers(*schema, r);
    FAIL() << "expected a refusal";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "GraphQL operation fields without a resolver:\n  Mutation.addCartItem\n  Query.node\n"
              "  subscription cartChanged");
  }
}

TEST(RootResolvers, AFullyResolvedSchemaPasses) {
  auto schema = Schema::from_sdl(kSchema);
  Resolvers r;
  r.add("Query.cart", none);
  r.add("Query.node", none);
  r.add_costly("Mutation.addCartItem", none);
  r.add_subscription("cartChanged", [](const ResolveInfo&) { return SubscriptionSource{"cart"}; });
  EXPECT_TRUE(execution::unresolved_root_fields(*schema, r).empty());
  EXPECT_NO_THROW(execution::check_root_resolvers(*schema, r));
}

}  // namespace
}  // namespace karyana::graphql

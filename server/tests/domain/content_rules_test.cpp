// The console's category, page and customer rules: forms, loops in the tree, places among siblings.
#include <gtest/gtest.h>

#include "domain/content_rules.hpp"
#include "domain/product_rules.hpp"

namespace karyana::domain {
namespace {

namespace m = content_messages;

TEST(ContentRules, CategoryForm) {
  EXPECT_FALSE(check_category_form({"Dairy", "", "enabled"}));
  EXPECT_FALSE(check_category_form({"Dairy", "dairy-2", "disabled"}));
  EXPECT_EQ(check_category_form({"", "", "enabled"})->field, "title");
  EXPECT_EQ(check_category_form({std::string(101, 'a'), "", "enabled"})->message, max_length_message(100));
  EXPECT_EQ(check_category_form({"Dairy", "Dairy Milk", "enabled"})->message, kSlugInvalid);
  EXPECT_EQ(check_category_form({"Dairy", "", "hidden"})->message, m::kCategoryStatusInvalid);
}

TEST(ContentRules, CyclesAreFoundAtAnyDepth) {
  // a → b → c (c's parent is b, b's parent is a); d on its own.
  const std::map<std::string, std::string> parent_of{{"a", ""}, {"b", "a"}, {"c", "b"}, {"d", ""}};
  EXPECT_TRUE(makes_cycle("a", "a", parent_of));  // under itself
  EXPECT_TRUE(makes_cycle("a", "b", parent_of));  // under its child
  EXPECT_TRUE(makes_cycle("a", "c", parent_of));  // under its grandchild
  EXPECT_FALSE(makes_cycle("c", "a", parent_of));
  EXPECT_FALSE(makes_cycle("a", "d", parent_of));
  EXPECT_FALSE(makes_cycle("a", "", parent_of));  // top level
  // A tree that already loops is refused rather than walked forever.
  const std::map<std::string, std::string> looped{{"x", "y"}, {"y", "x"}, {"z", ""}};
  EXPECT_TRUE(makes_cycle("z", "x", looped));
}

TEST(ContentRules, PlaceAmongSiblings) {
  using V = std::vector<std::string>;
  EXPECT_EQ(place_among({"a", "b", "c"}, "c", 0), (V{"c", "a", "b"}));
  EXPECT_EQ(place_among({"a", "b", "c"}, "a", 1), (V{"b", "a", "c"}));
  EXPECT_EQ(place_among({"a", "b", "c"}, "a", 99), (V{"b", "c", "a"}));
  EXPECT_EQ(place_among({"a", "b"}, "new", 1), (V{"a", "new", "b"}));
  EXPECT_EQ(place_among({}, "new", 3), (V{"new"}));
}

TEST(ContentRules, PageForm) {
  EXPECT_FALSE(check_page_form({"Help", "", "published", "<p>Hi</p>"}));
  EXPECT_EQ(check_page_form({"", "", "published", ""})->field, "title");
  EXPECT_EQ(check_page_form({"Help", "-bad", "published", ""})->field, "slug");
  EXPECT_EQ(check_page_form({"Help", "", "live", ""})->message, m::kPageStatusInvalid);
  EXPECT_EQ(check_page_form({"Help", "", "draft", std::string(kPageBodyMax + 1, 'x')})->field, "body");
}

TEST(ContentRules, DisablingNeedsAReason) {
  EXPECT_EQ(check_disable_reason(true, "")->message, m::kReasonRequired);
  EXPECT_EQ(check_disable_reason(true, std::string(501, 'x'))->field, "reason");
  EXPECT_FALSE(check_disable_reason(true, "Fake orders"));
  EXPECT_FALSE(check_disable_reason(false, ""));
}

}  // namespace
}  // namespace karyana::domain

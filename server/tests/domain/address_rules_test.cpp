// The address form's rules over plain values (accounts.md §5): the spec's messages in the form's
// order, an edit keeping what it leaves out, the default city and the map point.
#include <gtest/gtest.h>

#include "domain/account_rules.hpp"
#include "domain/address_rules.hpp"

namespace karyana::domain {
namespace {

AddressInput new_home() {
  AddressInput in;
  in.full_address = "House 12, Street 4, Farid Town";
  in.label = "Home";
  in.geo_point_sent = true;
  in.geo_point = LatLng{30.66, 73.1};
  return in;
}

const AddressProblem* problem(const std::variant<AddressValues, AddressProblem>& result) {
  return std::get_if<AddressProblem>(&result);
}

TEST(AddressRules, ANewAddressIsCheckedAndCompleted) {
  auto result = check_address(new_home(), nullptr, "Sahiwal");
  ASSERT_EQ(problem(result), nullptr);
  const auto& a = std::get<AddressValues>(result);
  EXPECT_EQ(a.label, "home");
  EXPECT_EQ(a.city, "sahiwal");  // the setting, lower-cased
  EXPECT_EQ(a.lat, 30.66);
  EXPECT_EQ(a.delivery_instructions, std::nullopt);
  EXPECT_EQ(std::get<AddressValues>(check_address(new_home(), nullptr, "")).city, kFallbackCity);
}

TEST(AddressRules, FirstBrokenRuleWithTheSpecsMessage) {
  auto in = new_home();
  in.full_address = "";
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->message, kRequired);
  in.full_address = "Short";
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->message, "Should be atleast 10 charactors");
  in.full_address = std::string(501, 'a');
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->message, "Should be maximum 500 charactors");
  in = new_home();
  in.label = "garage";
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->message, kSelectLabel);
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->field, "label");
  in = new_home();
  in.delivery_instructions = std::string(501, 'a');
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->field, "delivery_instructions");
  in = new_home();
  in.city = std::string(101, 'c');
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->field, "city");
}

TEST(AddressRules, TheMapPointIsRequiredForANewAddress) {
  auto in = new_home();
  in.geo_point_sent = false;
  in.geo_point.reset();
  const auto result = check_address(in, nullptr, "");
  const auto* p = problem(result);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->kind, AddressProblemKind::LocationRequired);
  EXPECT_EQ(p->message, kConfirmLocation);
  in.geo_point_sent = true;  // sent but not a valid point
  EXPECT_EQ(problem(check_address(in, nullptr, ""))->kind, AddressProblemKind::LocationRequired);
}

TEST(AddressRules, AnEditKeepsWhatItLeavesOut) {
  AddressValues stored{"House 1, Model Town", "office", "Ring twice", "lahore", 31.5, 74.3};
  AddressInput in;  // nothing sent
  auto result = check_address(in, &stored, "sahiwal");
  ASSERT_EQ(problem(result), nullptr);
  const auto& a = std::get<AddressValues>(result);
  EXPECT_EQ(a.full_address, stored.full_address);
  EXPECT_EQ(a.label, "office");
  EXPECT_EQ(a.delivery_instructions, "Ring twice");
  EXPECT_EQ(a.city, "lahore");
  EXPECT_EQ(a.lng, 74.3);
  in.delivery_instructions = "";  // sent empty: cleared
  EXPECT_EQ(std::get<AddressValues>(check_address(in, &stored, "")).delivery_instructions, std::nullopt);
}

TEST(AddressRules, OutOfServiceArea) {
  auto p = out_of_service_area();
  EXPECT_EQ(p.kind, AddressProblemKind::OutOfServiceArea);
  EXPECT_EQ(p.message, "Sorry you are out of service area!");
  EXPECT_EQ(p.field, "geo_point");
}

}  // namespace
}  // namespace karyana::domain

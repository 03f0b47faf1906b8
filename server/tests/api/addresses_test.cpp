// Saved addresses and the service area through the GraphQL engine, on a real SQLite store
// holding the demo Sahiwal zone: every operation, every rule's message, the one-default rule,
// the addressesUpdated events, registration with an address, geoZoneByCity, locations, and the
// authorization matrix (a second user using the first user's ids gets an error and no data).
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <cstdio>

#include "../store/temp_dir.hpp"
#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "graphql/pubsub.hpp"
#include "seed/sahiwal_data.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;

constexpr const char* kAddressFields =
    "_id user_id full_address city label geo_point { type coordinates } delivery_zone { _id title city }"
    " delivery_instructions is_default verified created_at updated_at error { message code details }";

const std::string kAdd =
    std::string("mutation($input: AddressInput!) { addUserAddress(input: $input) { ") + kAddressFields + " } }";
const std::string kEdit =
    std::string("mutation($input: AddressInput!) { editUserAddress(input: $input) { ") + kAddressFields + " } }";
const std::string kList = std::string("query($id: ID!) { userAddresses(id: $id) { ") + kAddressFields + " } }";
const std::string kOne = std::string("query($id: ID!) { userAddress(id: $id) { ") + kAddressFields + " } }";
const std::string kDelete =
    "mutation($id: ID!) { deleteUserAddress(id: $id) { _id error { message } success { message } } }";
const std::string kSetDefault =
    std::string("mutation($id: ID!, $user_id: ID!) { setDefaultAddress(id: $id, user_id: $user_id) { ") +
    kAddressFields + " } }";

// Inside the demo zone: Jahaz Ground, Civil Lines, Farid Town. Outside: Harappa.
constexpr double kJahaz[] = {30.6718, 73.1075};
constexpr double kCivilLines[] = {30.6648, 73.1135};
constexpr double kFaridTown[] = {30.6625, 73.0975};
constexpr double kHarappa[] = {30.5900, 72.8700};

std::string text(const json::value& v) { return std::string(v.as_string()); }

json::object point(const double (&lat_lng)[2]) {
  return {{"type", "Point"}, {"coordinates", json::array{lat_lng[0], lat_lng[1]}}};
}

json::object address_input(const std::string& full_address, const double (&lat_lng)[2],
                           const std::string& label = "home") {
  return {{"full_address", full_address},
          {"city", "sahiwal"},
          {"label", label},
          {"delivery_instructions", "Ring the bell twice"},
          {"geo_point", point(lat_lng)}};
}

// The demo zone's polygon exactly as seed/demo_content.cpp writes it ([lat, lng] points).
std::string sahiwal_polygon() {
  std::string out = "{\"type\":\"Polygon\",\"coordinates\":[[";
  bool first = true;
  for (const auto& [lat, lng] : seed::service_area_ring()) {
    char p[64];
    std::snprintf(p, sizeof p, "%s[%.4f,%.4f]", first ? "" : ",", lat, lng);
    out += p;
    first = false;
  }
  return out + "]]}";
}

struct Reply {
  json::object body;
  const json::value& data(std::string_view field) const { return body.at("data").at(field); }
  std::string error_code() const {
    const auto* errors = body.if_contains("errors");
    if (!errors || errors->as_array().empty()) return {};
    return std::string(errors->as_array()[0].at("extensions").at("code").as_string());
  }
  // The payload's error {message}, or "" when there is none.
  std::string business_error(std::string_view field) const {
    const auto& e = data(field).at("error");
    return e.is_null() ? std::string() : text(e.at("message"));
  }
};

struct Session {
  std::string user_id;
  std::string token;
};

class AddressesApi : public ::testing::Test {
 protected:
  AddressesApi()
      : dir_("addresses-api"),
        stores_(store::open_sqlite_stores(dir_.file("karyana.sqlite3"))),
        auth_(stores_->accounts(), auth::AuthKeys(auth::Key{9})),
        services_{*stores_, pubsub_, {}, &auth_, nullptr},
        engine_(api::make_engine()) {
    karyana::store::sqlite::sqlite_database(*stores_)->write([&](store::sqlite::Connection& c) {
      c.prepare(
           "INSERT INTO geo_zones(id, title, category, polygon, status, city)"
           " VALUES('zone-sahiwal', 'Sahiwal City', 'service-area', ?1, 'published', 'sahiwal')")
          .bind_all(sahiwal_polygon())
          .run();
      // A draft zone around Harappa: not part of the service area.
      c.prepare(
           "INSERT INTO geo_zones(id, title, category, polygon, status, city) VALUES('zone-draft', 'Harappa',"
           " 'service-area', "
           "'{\"type\":\"Polygon\",\"coordinates\":[[[30.5,72.8],[30.5,72.9],[30.7,72.9],[30.7,72.8]]]}',"
           " 'draft', 'sahiwal')")
          .run();
      auto place = c.prepare("INSERT INTO locations(id, title, code, lat, lng, type) VALUES(?1, ?2, ?3, ?4, ?5, ?6)");
      for (const auto& p : seed::places()) {
        place.bind_all(std::string("loc-") + p.code, p.title, p.code, p.lat, p.lng, p.type).run();
        place.reset();
      }
    });
  }

  Reply run(const std::string& query, const json::object& variables = {}, const std::string& token = "") {
    api::ApiContext context(services_, "10.0.0.2", token, "");
    return {engine_->run(query, variables, context).to_json()};
  }

  Reply register_client(const std::string& email, const std::string& phone, const json::value& address = nullptr) {
    json::object input{
        {"fname", "Hamza"}, {"gender", "male"}, {"email", email}, {"password", "secret-pass"}, {"phone", phone}};
    if (!address.is_null()) input["address"] = address;
    api::ApiContext context(services_, "10.0.0.2", "", "");
    auto body = engine_
                    ->run(std::string("mutation($input: RegisterClientInput!) { registerClient(input: $input) {"
                                      " user { _id city } address { ") +
                              kAddressFields + " } error { message code details } } }",
                          {{"input", input}}, context)
                    .to_json();
    std::string token;
    for (const auto& [k, v] : context.response_headers)
      if (k == "token") token = v;
    last_token_ = token;
    return {body};
  }

  Session registered(const std::string& email, const std::string& phone) {
    auto reply = register_client(email, phone);
    const auto& result = reply.data("registerClient");
    EXPECT_TRUE(result.at("error").is_null()) << json::serialize(reply.body);
    return {text(result.at("user").at("_id")), last_token_};
  }

  // Adds an address and returns it (asserting success).
  json::object add(const Session& s, const json::object& input) {
    auto reply = run(kAdd, {{"input", input}}, s.token);
    const auto& added = reply.data("addUserAddress");
    EXPECT_TRUE(added.at("error").is_null()) << json::serialize(reply.body);
    return added.as_object();
  }

  json::array list(const Session& s) {
    auto reply = run(kList, {{"id", s.user_id}}, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("userAddresses").as_array();
  }

  // Events published for a user, collected as they come.
  std::shared_ptr<std::vector<json::object>> watch(const std::string& user_id) {
    auto events = std::make_shared<std::vector<json::object>>();
    pubsub_.subscribe(api::topics::addresses(user_id),
                      [events](const json::value& e) { events->push_back(e.as_object()); });
    return events;
  }

  int defaults_of(const std::string& user_id) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare("SELECT count(*) FROM addresses WHERE user_id = ?1 AND is_default > 0");
      st.bind_all(user_id);
      st.step();
      return static_cast<int>(st.get_int(0));
    });
  }

  test::TempDir dir_;
  std::unique_ptr<store::Stores> stores_;
  api::AuthServices auth_;
  graphql::PubSub pubsub_;
  api::Services services_;
  std::unique_ptr<graphql::Engine> engine_;
  std::string last_token_;
};

TEST_F(AddressesApi, AddListGetEditDelete) {
  auto me = registered("owner@example.com", "03001230001");
  auto first = add(me, address_input("House 12, Street 4, Jahaz Ground", kJahaz));
  EXPECT_EQ(text(first.at("user_id")), me.user_id);
  EXPECT_EQ(text(first.at("full_address")), "House 12, Street 4, Jahaz Ground");
  EXPECT_EQ(text(first.at("city")), "sahiwal");
  EXPECT_EQ(text(first.at("label")), "home");
  EXPECT_EQ(text(first.at("geo_point").at("type")), "Point");
  EXPECT_EQ(first.at("geo_point").at("coordinates"), json::value(json::array{30.6718, 73.1075}));  // [lat, lng] as sent
  EXPECT_EQ(text(first.at("delivery_zone").at("_id")), "zone-sahiwal");
  EXPECT_EQ(text(first.at("delivery_zone").at("title")), "Sahiwal City");
  EXPECT_EQ(text(first.at("delivery_zone").at("city")), "sahiwal");
  EXPECT_EQ(text(first.at("delivery_instructions")), "Ring the bell twice");
  EXPECT_EQ(first.at("is_default").as_int64(), 1);  // the first address becomes the default
  EXPECT_EQ(text(first.at("verified")), "no");
  EXPECT_FALSE(text(first.at("created_at")).empty());

  auto office_input = address_input("Office 3, Civil Lines Plaza", kCivilLines, "Office");
  office_input.erase("delivery_instructions");
  office_input.erase("city");  // the default city
  auto second = add(me, office_input);
  EXPECT_EQ(second.at("is_default").as_int64(), 0);
  EXPECT_EQ(text(second.at("label")), "office");
  EXPECT_EQ(text(second.at("city")), "sahiwal");
  EXPECT_TRUE(second.at("delivery_instructions").is_null());

  auto all = list(me);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].at("_id"), first.at("_id"));  // oldest first
  EXPECT_EQ(all[1].at("_id"), second.at("_id"));

  auto one = run(kOne, {{"id", second.at("_id")}}, me.token);
  EXPECT_EQ(one.data("userAddress"), json::value(second));

  // A full edit moves the point and changes every field.
  json::object edit = address_input("Flat 7, Farid Town Block A", kFaridTown, "other");
  edit["_id"] = second.at("_id");
  edit["user_id"] = me.user_id;
  edit["delivery_instructions"] = "Gate 2";
  auto edited = run(kEdit, {{"input", edit}}, me.token);
  const auto& e = edited.data("editUserAddress");
  ASSERT_TRUE(e.at("error").is_null()) << json::serialize(edited.body);
  EXPECT_EQ(text(e.at("full_address")), "Flat 7, Farid Town Block A");
  EXPECT_EQ(text(e.at("label")), "other");
  EXPECT_EQ(e.at("geo_point").at("coordinates"), json::value(json::array{30.6625, 73.0975}));
  EXPECT_EQ(text(e.at("delivery_instructions")), "Gate 2");
  EXPECT_EQ(e.at("is_default").as_int64(), 0);

  // A partial edit keeps what it does not name.
  auto partial = run(kEdit, {{"input", {{"_id", second.at("_id")}, {"label", "home"}}}}, me.token);
  const auto& p = partial.data("editUserAddress");
  ASSERT_TRUE(p.at("error").is_null()) << json::serialize(partial.body);
  EXPECT_EQ(text(p.at("label")), "home");
  EXPECT_EQ(text(p.at("full_address")), "Flat 7, Farid Town Block A");
  EXPECT_EQ(p.at("geo_point").at("coordinates"), json::value(json::array{30.6625, 73.0975}));

  auto deleted = run(kDelete, {{"id", second.at("_id")}}, me.token);
  EXPECT_EQ(deleted.data("deleteUserAddress").at("_id"), second.at("_id"));
  EXPECT_TRUE(deleted.data("deleteUserAddress").at("error").is_null());
  EXPECT_EQ(text(deleted.data("deleteUserAddress").at("success").at("message")), "Address deleted");
  ASSERT_EQ(list(me).size(), 1u);
  EXPECT_EQ(run(kOne, {{"id", second.at("_id")}}, me.token).error_code(), "FORBIDDEN");
}

TEST_F(AddressesApi, EveryRuleAnswersWithTheSpecsMessageAndStoresNothing) {
  auto me = registered("rules@example.com", "03001230002");
  struct Case {
    std::string name;
    json::object input;
    std::string message;
    std::string field;
  };
  auto with = [](json::object input, std::string_view key, json::value v) {
    input[key] = std::move(v);
    return input;
  };
  auto without = [](json::object input, std::string_view key) {
    input.erase(key);
    return input;
  };
  const auto good = address_input("House 12, Street 4, Jahaz Ground", kJahaz);
  const std::string long_text(501, 'x');
  const std::vector<Case> cases = {
      {"no full_address", without(good, "full_address"), "Required", "full_address"},
      {"blank full_address", with(good, "full_address", "        "), "Required", "full_address"},
      {"9 characters", with(good, "full_address", "House 12A"), "Should be atleast 10 charactors", "full_address"},
      {"too long", with(good, "full_address", json::value(json::string(long_text))), "Should be maximum 500 charactors",
       "full_address"},
      {"no label", without(good, "label"), "Please select an option from below!", "label"},
      {"other label", with(good, "label", "garage"), "Please select an option from below!", "label"},
      {"long instructions", with(good, "delivery_instructions", json::value(json::string(long_text))),
       "Should be maximum 500 charactors", "delivery_instructions"},
      {"no geo_point", without(good, "geo_point"), "Please confirm your location on the map!", "geo_point"},
      {"one coordinate", with(good, "geo_point", {{"type", "Point"}, {"coordinates", {30.6718}}}),
       "Please confirm your location on the map!", "geo_point"},
      {"not a Point", with(good, "geo_point", {{"type", "Polygon"}, {"coordinates", {30.6718, 73.1075}}}),
       "Please confirm your location on the map!", "geo_point"},
      {"latitude 95", with(good, "geo_point", point({95.0, 73.1075})), "Please confirm your location on the map!",
       "geo_point"},
      {"outside", with(good, "geo_point", point(kHarappa)), "Sorry you are out of service area!", "geo_point"},
      {"[lng, lat]", with(good, "geo_point", point({73.1075, 30.6718})), "Sorry you are out of service area!",
       "geo_point"},
      {"city without service", with(good, "city", "lahore"), "Sorry you are out of service area!", "geo_point"},
  };
  for (const auto& c : cases) {
    auto reply = run(kAdd, {{"input", c.input}}, me.token);
    ASSERT_FALSE(reply.body.contains("errors")) << c.name << json::serialize(reply.body);
    const auto& added = reply.data("addUserAddress");
    EXPECT_EQ(reply.business_error("addUserAddress"), c.message) << c.name;
    EXPECT_EQ(text(added.at("error").at("details")), c.field) << c.name;
    EXPECT_TRUE(added.at("_id").is_null()) << c.name;
  }
  EXPECT_EQ(text(run(kAdd, {{"input", with(good, "geo_point", point(kHarappa))}}, me.token)
                     .data("addUserAddress")
                     .at("error")
                     .at("code")),
            "OUT_OF_SERVICE_AREA");
  EXPECT_TRUE(list(me).empty());
  // Exactly 10 characters is enough.
  EXPECT_EQ(run(kAdd, {{"input", with(good, "full_address", "House 12AB")}}, me.token).business_error("addUserAddress"),
            "");
}

TEST_F(AddressesApi, ARefusedEditChangesNothing) {
  auto me = registered("edit@example.com", "03001230003");
  auto stored = add(me, address_input("House 12, Street 4, Jahaz Ground", kJahaz));
  auto events = watch(me.user_id);
  json::object moved{{"_id", stored.at("_id")}, {"geo_point", point(kHarappa)}};
  auto reply = run(kEdit, {{"input", moved}}, me.token);
  EXPECT_EQ(reply.business_error("editUserAddress"), "Sorry you are out of service area!");
  json::object short_text{{"_id", stored.at("_id")}, {"full_address", "short"}};
  EXPECT_EQ(run(kEdit, {{"input", short_text}}, me.token).business_error("editUserAddress"),
            "Should be atleast 10 charactors");
  auto no_id = run(kEdit, {{"input", {{"full_address", "House 12, Street 4"}}}}, me.token);
  EXPECT_EQ(no_id.business_error("editUserAddress"), "Required");
  EXPECT_EQ(text(no_id.data("editUserAddress").at("error").at("details")), "_id");
  ASSERT_EQ(list(me).size(), 1u);
  EXPECT_EQ(list(me)[0], json::value(stored));
  EXPECT_TRUE(events->empty());
}

TEST_F(AddressesApi, ExactlyOneDefaultAtATime) {
  auto me = registered("default@example.com", "03001230004");
  auto a = add(me, address_input("House 1, Jahaz Ground road", kJahaz));
  auto b = add(me, address_input("House 2, Civil Lines road", kCivilLines));
  auto c = add(me, address_input("House 3, Farid Town road", kFaridTown));
  EXPECT_EQ(defaults_of(me.user_id), 1);

  auto made = run(kSetDefault, {{"id", c.at("_id")}, {"user_id", me.user_id}}, me.token);
  ASSERT_FALSE(made.body.contains("errors")) << json::serialize(made.body);
  EXPECT_EQ(made.data("setDefaultAddress").at("_id"), c.at("_id"));
  EXPECT_EQ(made.data("setDefaultAddress").at("is_default").as_int64(), 1);
  auto all = list(me);
  EXPECT_EQ(all[0].at("is_default").as_int64(), 0);
  EXPECT_EQ(all[1].at("is_default").as_int64(), 0);
  EXPECT_EQ(all[2].at("is_default").as_int64(), 1);
  EXPECT_EQ(defaults_of(me.user_id), 1);

  // Making the default the default again changes nothing.
  auto again = run(kSetDefault, {{"id", c.at("_id")}, {"user_id", me.user_id}}, me.token);
  EXPECT_EQ(again.data("setDefaultAddress").at("is_default").as_int64(), 1);
  EXPECT_EQ(defaults_of(me.user_id), 1);

  // Deleting the default promotes the newest remaining address.
  run(kDelete, {{"id", c.at("_id")}}, me.token);
  all = list(me);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[1].at("_id"), b.at("_id"));
  EXPECT_EQ(all[1].at("is_default").as_int64(), 1);
  EXPECT_EQ(defaults_of(me.user_id), 1);
  // Deleting a non-default keeps the default where it is.
  run(kDelete, {{"id", a.at("_id")}}, me.token);
  EXPECT_EQ(defaults_of(me.user_id), 1);
  run(kDelete, {{"id", b.at("_id")}}, me.token);
  EXPECT_EQ(defaults_of(me.user_id), 0);
  // With none left, the next address is the default again.
  EXPECT_EQ(add(me, address_input("House 4, Jahaz Ground road", kJahaz)).at("is_default").as_int64(), 1);
}

TEST_F(AddressesApi, EventsReachOnlyTheOwnersTopic) {
  auto me = registered("events@example.com", "03001230005");
  auto other = registered("other-events@example.com", "03001230006");
  auto mine = watch(me.user_id);
  auto theirs = watch(other.user_id);

  auto a = add(me, address_input("House 1, Jahaz Ground road", kJahaz));
  auto b = add(me, address_input("House 2, Civil Lines road", kCivilLines));
  ASSERT_EQ(mine->size(), 2u);
  EXPECT_EQ(text((*mine)[0].at("mutation")), "CREATED");
  EXPECT_EQ((*mine)[0].at("node").at("_id"), a.at("_id"));
  EXPECT_EQ((*mine)[1].at("node").at("full_address"), b.at("full_address"));

  json::object edit{{"_id", b.at("_id")}, {"delivery_instructions", "Leave at the gate"}};
  run(kEdit, {{"input", edit}}, me.token);
  ASSERT_EQ(mine->size(), 3u);
  EXPECT_EQ(text((*mine)[2].at("mutation")), "UPDATED");
  EXPECT_EQ(text((*mine)[2].at("node").at("delivery_instructions")), "Leave at the gate");

  // Set default changes two addresses: one UPDATED each, with their new flags.
  run(kSetDefault, {{"id", b.at("_id")}, {"user_id", me.user_id}}, me.token);
  ASSERT_EQ(mine->size(), 5u);
  EXPECT_EQ(text((*mine)[3].at("mutation")), "UPDATED");
  EXPECT_EQ((*mine)[3].at("node").at("_id"), a.at("_id"));
  EXPECT_EQ((*mine)[3].at("node").at("is_default").as_int64(), 0);
  EXPECT_EQ(text((*mine)[4].at("mutation")), "UPDATED");
  EXPECT_EQ((*mine)[4].at("node").at("_id"), b.at("_id"));
  EXPECT_EQ((*mine)[4].at("node").at("is_default").as_int64(), 1);

  // Deleting the default: DELETED, then UPDATED for the address promoted in its place.
  run(kDelete, {{"id", b.at("_id")}}, me.token);
  ASSERT_EQ(mine->size(), 7u);
  EXPECT_EQ(text((*mine)[5].at("mutation")), "DELETED");
  EXPECT_EQ((*mine)[5].at("node").at("_id"), b.at("_id"));
  EXPECT_EQ(text((*mine)[6].at("mutation")), "UPDATED");
  EXPECT_EQ((*mine)[6].at("node").at("_id"), a.at("_id"));
  EXPECT_EQ((*mine)[6].at("node").at("is_default").as_int64(), 1);

  EXPECT_TRUE(theirs->empty());
}

TEST_F(AddressesApi, TheSubscriptionListensOnTheCallersOwnTopic) {
  auto me = registered("sub@example.com", "03001230007");
  auto doc = engine_->prepare("subscription { addressesUpdated { mutation node { _id full_address } } }");
  ASSERT_TRUE(doc->errors.empty());
  std::string error;
  const auto* op = graphql::Engine::select_operation(*doc, std::nullopt, error);
  ASSERT_TRUE(op);

  api::ApiContext signed_in(services_, "10.0.0.2", me.token, "");
  auto source = engine_->subscribe(*doc, *op, {}, signed_in);
  ASSERT_TRUE(std::holds_alternative<graphql::SubscriptionSource>(source));
  EXPECT_EQ(std::get<graphql::SubscriptionSource>(source).topic, "addresses:" + me.user_id);

  api::ApiContext visitor(services_, "10.0.0.2", "", "");
  auto refused = engine_->subscribe(*doc, *op, {}, visitor);
  ASSERT_TRUE(std::holds_alternative<graphql::ExecutionResult>(refused));
  const auto& errors = std::get<graphql::ExecutionResult>(refused).errors;
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(text(errors[0].extensions.at("code")), "UNAUTHENTICATED");
}

TEST_F(AddressesApi, AnotherUsersIdsGetAnErrorAndNoData) {
  auto owner = registered("owner-matrix@example.com", "03001230008");
  auto intruder = registered("intruder@example.com", "03001230009");
  auto home = add(owner, address_input("Secret House 1, Jahaz Ground", kJahaz));
  auto office = add(owner, address_input("Secret Office 2, Civil Lines", kCivilLines, "office"));
  auto mine = add(intruder, address_input("Intruder flat 9, Farid Town", kFaridTown));
  auto before = list(owner);
  auto events = watch(owner.user_id);
  const auto home_id = home.at("_id");
  const auto office_id = office.at("_id");

  json::object edit_theirs = address_input("Hijacked address 123", kFaridTown);
  edit_theirs["_id"] = home_id;
  json::object edit_theirs_as_me = edit_theirs;
  edit_theirs_as_me["user_id"] = intruder.user_id;
  json::object add_for_them = address_input("Planted address 456", kFaridTown);
  add_for_them["user_id"] = owner.user_id;
  json::object edit_mine_as_them = address_input("Moved address 789", kFaridTown);
  edit_mine_as_them["_id"] = mine.at("_id");
  edit_mine_as_them["user_id"] = owner.user_id;

  struct Attempt {
    std::string name;
    std::string query;
    json::object variables;
    std::string field;
  };
  const std::vector<Attempt> attempts = {
      {"userAddresses", kList, {{"id", owner.user_id}}, "userAddresses"},
      {"userAddress", kOne, {{"id", home_id}}, "userAddress"},
      {"addUserAddress for them", kAdd, {{"input", add_for_them}}, "addUserAddress"},
      {"editUserAddress", kEdit, {{"input", edit_theirs}}, "editUserAddress"},
      {"editUserAddress as me", kEdit, {{"input", edit_theirs_as_me}}, "editUserAddress"},
      {"editUserAddress mine as them", kEdit, {{"input", edit_mine_as_them}}, "editUserAddress"},
      {"deleteUserAddress", kDelete, {{"id", office_id}}, "deleteUserAddress"},
      {"setDefaultAddress", kSetDefault, {{"id", office_id}, {"user_id", owner.user_id}}, "setDefaultAddress"},
      {"setDefaultAddress as me", kSetDefault, {{"id", office_id}, {"user_id", intruder.user_id}}, "setDefaultAddress"},
      {"user.addresses",
       "query($id: ID!) { user(id: $id) { _id addresses { _id full_address } } }",
       {{"id", owner.user_id}},
       "user"},
  };
  for (const auto& a : attempts) {
    auto reply = run(a.query, a.variables, intruder.token);
    EXPECT_EQ(reply.error_code(), "FORBIDDEN") << a.name << json::serialize(reply.body);
    EXPECT_TRUE(reply.data(a.field).is_null()) << a.name;
    auto body = json::serialize(reply.body);
    EXPECT_EQ(body.find("Secret"), std::string::npos) << a.name << body;
    // Without signing in: authentication required.
    EXPECT_EQ(run(a.query, a.variables).error_code(), "UNAUTHENTICATED") << a.name;
  }
  EXPECT_EQ(json::value(list(owner)), json::value(before));
  EXPECT_TRUE(events->empty());
  // The intruder's own address and list are untouched too.
  ASSERT_EQ(list(intruder).size(), 1u);
  EXPECT_EQ(list(intruder)[0], json::value(mine));
  // Made-up ids are refused the same way.
  EXPECT_EQ(run(kOne, {{"id", "000000000000000000000000"}}, owner.token).error_code(), "FORBIDDEN");
  EXPECT_EQ(run(kDelete, {{"id", "nonsense"}}, owner.token).error_code(), "FORBIDDEN");
}

TEST_F(AddressesApi, TheSignedInUserCarriesTheirAddresses) {
  auto me = registered("carry@example.com", "03001230010");
  add(me, address_input("House 1, Jahaz Ground road", kJahaz));
  auto reply = run("query($id: ID!) { user(id: $id) { addresses { full_address is_default } } }", {{"id", me.user_id}},
                   me.token);
  ASSERT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
  ASSERT_EQ(reply.data("user").at("addresses").as_array().size(), 1u);
  auto logged = run("{ getLoggedInUser { user { addresses { full_address } } } }", {}, me.token);
  EXPECT_EQ(text(logged.data("getLoggedInUser").at("user").at("addresses").at(0).at("full_address")),
            "House 1, Jahaz Ground road");
}

TEST_F(AddressesApi, RegistrationSavesTheLocationStepsAddressAsDefault) {
  auto input = address_input("House 5, Street 2, Civil Lines", kCivilLines);
  auto reply = register_client("with-address@example.com", "03001230011", input);
  const auto& result = reply.data("registerClient");
  ASSERT_TRUE(result.at("error").is_null()) << json::serialize(reply.body);
  const auto& address = result.at("address");
  EXPECT_EQ(text(address.at("full_address")), "House 5, Street 2, Civil Lines");
  EXPECT_EQ(address.at("is_default").as_int64(), 1);
  EXPECT_EQ(text(address.at("delivery_zone").at("_id")), "zone-sahiwal");
  auto user_id = text(result.at("user").at("_id"));
  EXPECT_EQ(text(address.at("user_id")), user_id);
  EXPECT_EQ(text(result.at("user").at("city")), "sahiwal");
  EXPECT_EQ(stores_->addresses().list_by_user(user_id).size(), 1u);

  auto no_address = register_client("without-address@example.com", "03001230012");
  EXPECT_TRUE(no_address.data("registerClient").at("error").is_null());
  EXPECT_TRUE(no_address.data("registerClient").at("address").is_null());
}

TEST_F(AddressesApi, RegistrationWithARefusedAddressCreatesNoUser) {
  auto outside = address_input("House 5, Street 2, Harappa", kHarappa);
  auto reply = register_client("outside@example.com", "03001230013", outside);
  EXPECT_EQ(reply.business_error("registerClient"), "Sorry you are out of service area!");
  EXPECT_TRUE(reply.data("registerClient").at("user").is_null());
  EXPECT_TRUE(last_token_.empty());
  EXPECT_FALSE(stores_->accounts().user_by_email("outside@example.com"));

  auto short_text = address_input("House 5", kJahaz);
  EXPECT_EQ(register_client("short@example.com", "03001230014", short_text).business_error("registerClient"),
            "Should be atleast 10 charactors");
  EXPECT_FALSE(stores_->accounts().user_by_email("short@example.com"));
}

TEST_F(AddressesApi, GeoZoneByCityAnswersThePublishedServiceArea) {
  const std::string query =
      "query($city: String!, $filter: String) { geoZoneByCity(city: $city, filter: $filter) {"
      " _id title category status city polygon { type coordinates } created_at error { message } } }";
  auto reply = run(query, {{"city", "sahiwal"}, {"filter", R"({"status":"published","category":"service-area"})"}});
  ASSERT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
  const auto& zones = reply.data("geoZoneByCity").as_array();
  ASSERT_EQ(zones.size(), 1u);  // the draft zone is not listed
  const auto& zone = zones[0];
  EXPECT_EQ(text(zone.at("_id")), "zone-sahiwal");
  EXPECT_EQ(text(zone.at("category")), "service-area");
  EXPECT_EQ(text(zone.at("status")), "published");
  EXPECT_EQ(text(zone.at("polygon").at("type")), "Polygon");
  const auto& ring = zone.at("polygon").at("coordinates").at(0).as_array();
  ASSERT_EQ(ring.size(), seed::service_area_ring().size());
  EXPECT_DOUBLE_EQ(ring[0].at(0).to_number<double>(), seed::service_area_ring()[0].first);  // [lat, lng]
  EXPECT_DOUBLE_EQ(ring[0].at(1).to_number<double>(), seed::service_area_ring()[0].second);

  EXPECT_EQ(run(query, {{"city", "Sahiwal"}}).data("geoZoneByCity").as_array().size(), 1u);  // no filter
  EXPECT_TRUE(
      run(query, {{"city", "sahiwal"}, {"filter", R"({"status":"draft"})"}}).data("geoZoneByCity").as_array().empty());
  EXPECT_TRUE(run(query, {{"city", "sahiwal"}, {"filter", R"({"category":"pickup"})"}})
                  .data("geoZoneByCity")
                  .as_array()
                  .empty());
  EXPECT_TRUE(run(query, {{"city", "lahore"}}).data("geoZoneByCity").as_array().empty());
  EXPECT_EQ(run(query, {{"city", "sahiwal"}, {"filter", "{not json"}}).error_code(), "BAD_USER_INPUT");
}

TEST_F(AddressesApi, LocationsSearchByKeywords) {
  const std::string query =
      "query($filter: String) { locations(filter: $filter) { _id title code type"
      " coordinates { lat lng latitudeDelta longitudeDelta } } }";
  auto titles = [&](const json::value& filter) {
    json::object vars;
    if (!filter.is_null()) vars["filter"] = filter;
    auto reply = run(query, vars);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    std::vector<std::string> out;
    for (const auto& l : reply.data("locations").as_array()) out.push_back(text(l.at("title")));
    return out;
  };
  EXPECT_EQ(titles(R"({"keywords":"farid"})"), (std::vector<std::string>{"Farid Town", "Farid Town Block A"}));
  EXPECT_EQ(titles("farid town block"), (std::vector<std::string>{"Farid Town Block A"}));  // plain text
  EXPECT_EQ(titles(R"("jahaz")"), (std::vector<std::string>{"Jahaz Ground"}));              // a JSON string
  EXPECT_EQ(titles(R"({"keywords":"FARID","limit":1})").size(), 1u);
  EXPECT_EQ(titles(R"({"keywords":""})").size(), 20u);  // blank: the first 20 places by title
  EXPECT_EQ(titles(nullptr).size(), 20u);
  EXPECT_TRUE(titles(R"({"keywords":"karachi"})").empty());

  auto reply = run(query, {{"filter", R"({"keywords":"jahaz"})"}});
  const auto& jahaz = reply.data("locations").at(0);
  EXPECT_EQ(text(jahaz.at("code")), "jahaz-ground");
  EXPECT_EQ(text(jahaz.at("type")), "landmark");
  EXPECT_DOUBLE_EQ(jahaz.at("coordinates").at("lat").to_number<double>(), 30.6718);
  EXPECT_DOUBLE_EQ(jahaz.at("coordinates").at("lng").to_number<double>(), 73.1075);
  EXPECT_EQ(run(query, {{"filter", "[1,2]"}}).error_code(), "BAD_USER_INPUT");
}

}  // namespace
}  // namespace karyana

// Trusted proxy lists, the client behind X-Forwarded-For and the /64 client key.
#include <stdexcept>

#include <gtest/gtest.h>

#include "http/client_address.hpp"

namespace karyana::http {
namespace {

TEST(ClientAddress, ParsesAddressesAndNetworksOfBothFamilies) {
  auto trusted = TrustedProxies::parse("127.0.0.1, ::1,10.0.0.0/8 2001:db8:ff::/48");
  EXPECT_TRUE(trusted.contains("127.0.0.1"));
  EXPECT_FALSE(trusted.contains("127.0.0.2"));
  EXPECT_TRUE(trusted.contains("::1"));
  EXPECT_TRUE(trusted.contains("10.255.3.4"));
  EXPECT_FALSE(trusted.contains("11.0.0.1"));
  EXPECT_TRUE(trusted.contains("2001:db8:ff:1234::9"));
  EXPECT_FALSE(trusted.contains("2001:db8:fe::9"));
  EXPECT_TRUE(trusted.contains("::ffff:10.1.2.3"));  // an IPv4 peer on a dual-stack socket
  EXPECT_FALSE(trusted.contains("not-an-address"));
  EXPECT_FALSE(trusted.contains(""));
}

TEST(ClientAddress, OddPrefixesAndHostBits) {
  auto trusted = TrustedProxies::parse("192.168.1.77/25,0.0.0.0/0");
  EXPECT_TRUE(trusted.contains("8.8.8.8"));  // /0 holds every IPv4 address...
  EXPECT_FALSE(trusted.contains("::2"));     // ...and no IPv6 one
  auto narrow = TrustedProxies::parse("192.168.1.77/25");
  EXPECT_TRUE(narrow.contains("192.168.1.1"));
  EXPECT_FALSE(narrow.contains("192.168.1.200"));
}

TEST(ClientAddress, EmptyListTrustsNobody) {
  auto trusted = TrustedProxies::parse("");
  EXPECT_TRUE(trusted.empty());
  EXPECT_FALSE(trusted.contains("127.0.0.1"));
  EXPECT_TRUE(TrustedProxies::parse(" , ").empty());
}

TEST(ClientAddress, RefusesWhatIsNeitherAnAddressNorANetwork) {
  EXPECT_THROW(TrustedProxies::parse("localhost"), std::invalid_argument);
  EXPECT_THROW(TrustedProxies::parse("10.0.0.0/33"), std::invalid_argument);
  EXPECT_THROW(TrustedProxies::parse("::1/129"), std::invalid_argument);
  EXPECT_THROW(TrustedProxies::parse("10.0.0.0/"), std::invalid_argument);
  EXPECT_THROW(TrustedProxies::parse("10.0.0.0/8x"), std::invalid_argument);
  EXPECT_THROW(TrustedProxies::parse("127.0.0.1,10.0.0.300"), std::invalid_argument);
  try {
    TrustedProxies::parse("127.0.0.1,nope");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("nope"), std::string::npos);
  }
}

TEST(ClientAddress, ForwardedForIsIgnoredUnlessThePeerIsTrusted) {
  const auto none = TrustedProxies::parse("");
  EXPECT_EQ(resolve_client("127.0.0.1", "203.0.113.9", none), "127.0.0.1");
  const auto other = TrustedProxies::parse("10.0.0.1");
  EXPECT_EQ(resolve_client("127.0.0.1", "203.0.113.9", other), "127.0.0.1");
}

TEST(ClientAddress, TheClientIsTheRightMostUntrustedEntry) {
  const auto trusted = TrustedProxies::parse("127.0.0.1,10.0.0.0/8");
  EXPECT_EQ(resolve_client("127.0.0.1", "203.0.113.9", trusted), "203.0.113.9");
  // The client wrote the left entry itself; our proxies added the rest.
  EXPECT_EQ(resolve_client("127.0.0.1", "1.2.3.4, 203.0.113.9, 10.1.1.1", trusted), "203.0.113.9");
  EXPECT_EQ(resolve_client("127.0.0.1", "1.2.3.4,203.0.113.9", trusted), "203.0.113.9");
  EXPECT_EQ(resolve_client("127.0.0.1", "2001:db8::7, 10.0.0.5", trusted), "2001:db8::7");
  EXPECT_EQ(resolve_client("127.0.0.1", "[2001:db8::7]", trusted), "2001:db8::7");
  EXPECT_EQ(resolve_client("::ffff:127.0.0.1", "::ffff:203.0.113.9", trusted), "203.0.113.9");
}

TEST(ClientAddress, NoOrOddForwardedFor) {
  const auto trusted = TrustedProxies::parse("127.0.0.1,10.0.0.0/8");
  EXPECT_EQ(resolve_client("127.0.0.1", "", trusted), "127.0.0.1");
  EXPECT_EQ(resolve_client("127.0.0.1", " , ", trusted), "127.0.0.1");
  // Garbage from the left of a trusted hop: that hop is the nearest client we know.
  EXPECT_EQ(resolve_client("127.0.0.1", "203.0.113.9, unknown, 10.0.0.5", trusted), "10.0.0.5");
  EXPECT_EQ(resolve_client("127.0.0.1", "garbage", trusted), "127.0.0.1");
  // Every entry trusted: the left-most one.
  EXPECT_EQ(resolve_client("127.0.0.1", "10.0.0.9, 10.0.0.5", trusted), "10.0.0.9");
}

TEST(ClientAddress, NormalisesAddresses) {
  EXPECT_EQ(normalise_address("::ffff:10.0.0.1").value(), "10.0.0.1");
  EXPECT_EQ(normalise_address(" 2001:DB8:0:0::1 ").value(), "2001:db8::1");
  EXPECT_EQ(normalise_address("[::1]").value(), "::1");
  EXPECT_FALSE(normalise_address("example.org"));
  EXPECT_FALSE(normalise_address("1.2.3.4:80"));
}

TEST(ClientAddress, ClientKeyKeepsIpv4AndGroupsIpv6BySlash64) {
  EXPECT_EQ(client_key("203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(client_key("::ffff:203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(client_key("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  EXPECT_EQ(client_key("2001:db8:1:2::1"), client_key("2001:db8:1:2:ffff::9"));
  EXPECT_NE(client_key("2001:db8:1:2::1"), client_key("2001:db8:1:3::1"));
  EXPECT_EQ(client_key("::1"), "::/64");
  EXPECT_EQ(client_key("unknown"), "unknown");
}

}  // namespace
}  // namespace karyana::http

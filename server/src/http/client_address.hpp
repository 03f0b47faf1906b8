// Who a request comes from. Behind a TLS proxy every connection comes from the proxy, so
// the client is read from X-Forwarded-For, but only when the connection comes from a proxy
// we trust (--trust-proxy): anyone else can write that header. Per-client limits count
// against a client key, which groups an IPv6 client by its /64 (one home or phone network
// hands out a whole /64, so single addresses cost an attacker nothing). Pure functions.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::http {

// An address or a network, IPv4 kept as IPv4 (IPv4-mapped IPv6 addresses are unmapped).
struct IpNetwork {
  bool v4 = true;
  std::array<unsigned char, 16> bytes{};  // 4 used for IPv4
  unsigned prefix = 32;                   // bits that must match
};

class TrustedProxies {
 public:
  TrustedProxies() = default;
  // "127.0.0.1,::1,10.0.0.0/8": addresses and CIDR networks separated by commas or spaces.
  // Throws std::invalid_argument naming the first entry that is neither.
  static TrustedProxies parse(std::string_view list);

  bool empty() const { return networks_.empty(); }
  // True when `address` (text) lies in one of the networks; false for anything unparsable.
  bool contains(std::string_view address) const;

 private:
  std::vector<IpNetwork> networks_;
};

// The address in canonical text ("::ffff:10.0.0.1" becomes "10.0.0.1", "[::1]" becomes "::1");
// nullopt when `text` is not an IP address.
std::optional<std::string> normalise_address(std::string_view text);

// The client of a request that arrived from `peer` carrying the X-Forwarded-For values
// `forwarded_for` (several headers joined with commas). When the peer is not a trusted proxy
// the header is ignored. Otherwise the entries are read right to left, skipping trusted
// proxies; the first other address is the client. An entry that is not an address ends the
// walk (the hop before it is the client); all entries trusted: the left-most one.
std::string resolve_client(std::string_view peer, std::string_view forwarded_for, const TrustedProxies& trusted);

// What per-client limits count against: an IPv4 address as is, an IPv6 address as its /64
// network ("2001:db8:1:2::/64"); text that is not an address is returned unchanged.
std::string client_key(std::string_view address);

}  // namespace karyana::http

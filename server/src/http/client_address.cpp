#include "http/client_address.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/address_v6.hpp>

#include "http/http_util.hpp"

namespace karyana::http {

namespace ip = boost::asio::ip;

namespace {

std::optional<ip::address> parse_address(std::string_view text) {
  text = trim(text);
  if (text.size() > 2 && text.front() == '[' && text.back() == ']') text = text.substr(1, text.size() - 2);
  if (text.empty() || text.size() > 64) return std::nullopt;
  boost::system::error_code ec;
  auto address = ip::make_address(std::string(text), ec);
  if (ec) return std::nullopt;
  if (address.is_v6() && address.to_v6().is_v4_mapped()) return ip::make_address_v4(ip::v4_mapped, address.to_v6());
  if (address.is_v6() && address.to_v6().scope_id() != 0) return std::nullopt;  // fe80::1%eth0
  return address;
}

IpNetwork network_of(const ip::address& address, unsigned prefix) {
  IpNetwork n;
  n.v4 = address.is_v4();
  if (n.v4) {
    const auto b = address.to_v4().to_bytes();
    std::copy(b.begin(), b.end(), n.bytes.begin());
  } else {
    n.bytes = address.to_v6().to_bytes();
  }
  n.prefix = prefix;
  return n;
}

bool matches(const IpNetwork& network, const IpNetwork& host) {
  if (network.v4 != host.v4) return false;
  unsigned bits = network.prefix;
  for (std::size_t i = 0; bits > 0; ++i) {
    const unsigned take = bits >= 8 ? 8 : bits;
    const auto mask = static_cast<unsigned char>(0xFF << (8 - take));
    if ((network.bytes[i] & mask) != (host.bytes[i] & mask)) return false;
    bits -= take;
  }
  return true;
}

std::optional<IpNetwork> parse_network(std::string_view text) {
  const auto slash = text.find('/');
  auto address = parse_address(text.substr(0, slash));
  if (!address) return std::nullopt;
  const unsigned max = address->is_v4() ? 32 : 128;
  unsigned prefix = max;
  if (slash != std::string_view::npos) {
    const std::string_view digits = text.substr(slash + 1);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), prefix);
    if (digits.empty() || ec != std::errc{} || end != digits.data() + digits.size() || prefix > max)
      return std::nullopt;
  }
  return network_of(*address, prefix);
}

}  // namespace

TrustedProxies TrustedProxies::parse(std::string_view list) {
  TrustedProxies result;
  std::size_t start = 0;
  while (start <= list.size()) {
    const auto end = list.find_first_of(", \t", start);
    const std::string_view entry =
        list.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!entry.empty()) {
      auto network = parse_network(entry);
      if (!network) throw std::invalid_argument("not an address or network: " + std::string(entry));
      result.networks_.push_back(*network);
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return result;
}

bool TrustedProxies::contains(std::string_view address) const {
  if (networks_.empty()) return false;
  auto parsed = parse_address(address);
  if (!parsed) return false;
  const IpNetwork host = network_of(*parsed, parsed->is_v4() ? 32 : 128);
  for (const auto& network : networks_)
    if (matches(network, host)) return true;
  return false;
}

std::optional<std::string> normalise_address(std::string_view text) {
  auto address = parse_address(text);
  if (!address) return std::nullopt;
  return address->to_string();
}

std::string resolve_client(std::string_view peer, std::string_view forwarded_for, const TrustedProxies& trusted) {
  std::string client = normalise_address(peer).value_or(std::string(peer));
  if (!trusted.contains(client)) return client;
  std::vector<std::string_view> entries;
  for (std::size_t start = 0;;) {
    const auto comma = forwarded_for.find(',', start);
    entries.push_back(trim(forwarded_for.substr(start, comma == std::string_view::npos ? comma : comma - start)));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  // Backwards: the nearest hop first (std::views::reverse does not build under clang 14 with libstdc++ 12).
  for (auto it = entries.rbegin(); it != entries.rend(); ++it) {  // NOLINT(modernize-loop-convert)
    if (it->empty()) continue;
    auto address = normalise_address(*it);
    if (!address) break;  // garbage: the hop that added it is the nearest client we know
    client = std::move(*address);
    if (!trusted.contains(client)) break;
  }
  return client;
}

std::string client_key(std::string_view address) {
  auto parsed = parse_address(address);
  if (!parsed) return std::string(address);
  if (parsed->is_v4()) return parsed->to_string();
  auto bytes = parsed->to_v6().to_bytes();
  std::fill(bytes.begin() + 8, bytes.end(), 0);
  return ip::address_v6(bytes).to_string() + "/64";
}

}  // namespace karyana::http

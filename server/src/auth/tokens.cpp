#include "auth/tokens.hpp"

#include <sodium.h>

#include <charconv>
#include <vector>

#include "auth/sodium.hpp"
#include "store/clock.hpp"

namespace karyana::auth {

namespace {

constexpr std::string_view kVersion = "v1";

std::string new_refresh_token() {
  unsigned char bytes[32];
  randombytes_buf(bytes, sizeof bytes);
  return to_base64url(bytes, sizeof bytes);
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

TimePoint from_unix_seconds(std::int64_t seconds) { return TimePoint(std::chrono::seconds(seconds)); }

std::int64_t unix_seconds(TimePoint t) {
  return std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count();
}

}  // namespace

TokenService::TokenService(store::AccountStore& accounts, const AuthKeys& keys, Clock clock, TokenPolicy policy)
    : accounts_(accounts), signing_key_(keys.token_signing_key()), clock_(std::move(clock)), policy_(policy) {
  ensure_sodium();
}

std::string TokenService::hash_refresh_token(std::string_view refresh_token) {
  ensure_sodium();
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(refresh_token.data()), refresh_token.size());
  return to_hex(digest, sizeof digest);
}

std::string TokenService::sign(std::string_view payload) const {
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, signing_key_.data(), signing_key_.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(payload.data()), payload.size());
  crypto_auth_hmacsha256_final(&state, mac);
  return to_base64url(mac, sizeof mac);
}

SignIn TokenService::mint(const std::string& user_id, const std::string& session_id, const std::string& refresh_token,
                          TimePoint now, TimePoint refresh_expires_at) const {
  // Whole seconds, so the expiry written in the token is the one reported.
  const auto access_expires_at = from_unix_seconds(unix_seconds(now + policy_.access_ttl));
  const std::string payload =
      std::string(kVersion) + "." + user_id + "." + session_id + "." + std::to_string(unix_seconds(access_expires_at));
  return SignIn{user_id,           session_id,    payload + "." + sign(payload),
                access_expires_at, refresh_token, refresh_expires_at};
}

SignIn TokenService::issue_session(const std::string& user_id, const ClientInfo& client) {
  const TimePoint now = clock_();
  const TimePoint refresh_expires_at = now + policy_.refresh_ttl;
  const std::string refresh_token = new_refresh_token();
  store::NewSession row{
      user_id, "", hash_refresh_token(refresh_token), store::to_iso(refresh_expires_at), client.user_agent, client.ip};
  const store::SessionRecord session = accounts_.create_session(row);
  return mint(user_id, session.family_id, refresh_token, now, refresh_expires_at);
}

std::optional<Principal> TokenService::authenticate(std::string_view access_token) const {
  if (access_token.size() > 256) return std::nullopt;
  const auto parts = split(access_token, '.');
  if (parts.size() != 5 || parts[0] != kVersion) return std::nullopt;
  const std::string_view payload = access_token.substr(0, access_token.rfind('.'));
  const std::string expected = sign(payload);
  if (expected.size() != parts[4].size() || sodium_memcmp(expected.data(), parts[4].data(), expected.size()) != 0)
    return std::nullopt;

  std::int64_t expires = 0;
  auto [end, ec] = std::from_chars(parts[3].data(), parts[3].data() + parts[3].size(), expires);
  if (ec != std::errc() || end != parts[3].data() + parts[3].size()) return std::nullopt;
  const TimePoint now = clock_();
  if (unix_seconds(now) >= expires) return std::nullopt;

  Principal principal{std::string(parts[1]), std::string(parts[2]), "", from_unix_seconds(expires)};
  auto status = accounts_.live_family_user_status(principal.session_id, principal.user_id, store::to_iso(now));
  if (!status) return std::nullopt;  // signed out, or every refresh token of the session expired
  principal.user_status = *status;
  return principal;
}

RefreshResult TokenService::refresh(std::string_view refresh_token) {
  RefreshResult result;
  if (refresh_token.empty() || refresh_token.size() > 128) return result;
  const TimePoint now = clock_();
  const TimePoint refresh_expires_at = now + policy_.refresh_ttl;
  const std::string next_token = new_refresh_token();
  const auto rotation = accounts_.rotate_session(hash_refresh_token(refresh_token), hash_refresh_token(next_token),
                                                 store::to_iso(refresh_expires_at), store::to_iso(now));
  switch (rotation.status) {
    case store::RotateStatus::rotated:
      result.status = RefreshStatus::ok;
      result.session = mint(rotation.next->user_id, rotation.next->family_id, next_token, now, refresh_expires_at);
      break;
    case store::RotateStatus::not_found:
      result.status = RefreshStatus::invalid;
      break;
    case store::RotateStatus::expired:
      result.status = RefreshStatus::expired;
      break;
    case store::RotateStatus::revoked:
      result.status = RefreshStatus::revoked;
      break;
    case store::RotateStatus::reused:
      result.status = RefreshStatus::reused;
      break;
  }
  return result;
}

void TokenService::revoke_session(const std::string& session_id) {
  accounts_.revoke_family(session_id, store::to_iso(clock_()));
}

void TokenService::revoke_all(const std::string& user_id) {
  accounts_.revoke_user_sessions(user_id, store::to_iso(clock_()));
}

void TokenService::revoke_others(const std::string& user_id, const std::string& keep_session_id) {
  accounts_.revoke_user_sessions_except(user_id, keep_session_id, store::to_iso(clock_()));
}

}  // namespace karyana::auth

// The headers every response carries and the no-store rule for answers that carry tokens.
#include <gtest/gtest.h>

#include <string>

#include "http/security_headers.hpp"
#include "http/server.hpp"

namespace karyana::http {
namespace {

std::string header(const HeaderList& headers, std::string_view name) {
  std::string found;
  for (const auto& [key, value] : headers)
    if (key == name) found += (found.empty() ? "" : "|") + value;
  return found;
}

TEST(SecurityHeaders, PolicyAllowsTheTileOriginForPicturesOnly) {
  const std::string policy = content_security_policy("https://tiles.example.org");
  EXPECT_NE(policy.find("img-src 'self' data: blob: https://tiles.example.org;"), std::string::npos) << policy;
  EXPECT_NE(policy.find("script-src 'self';"), std::string::npos) << policy;
  EXPECT_NE(policy.find("connect-src 'self';"), std::string::npos) << policy;
  EXPECT_NE(policy.find("frame-ancestors 'none'"), std::string::npos) << policy;
  EXPECT_EQ(policy.find("tiles.example.org"), policy.rfind("tiles.example.org")) << "only in img-src";
  EXPECT_NE(content_security_policy("").find("img-src 'self' data: blob:;"), std::string::npos);
}

TEST(SecurityHeaders, HstsOnlyWhenConfigured) {
  ServerConfig config;
  const HeaderList plain = security_headers(config);
  EXPECT_EQ(header(plain, "X-Content-Type-Options"), "nosniff");
  EXPECT_EQ(header(plain, "Referrer-Policy"), "strict-origin-when-cross-origin");
  EXPECT_NE(header(plain, "Content-Security-Policy").find("https://tile.openstreetmap.org"), std::string::npos);
  EXPECT_EQ(header(plain, "Strict-Transport-Security"), "");

  config.hsts = "max-age=31536000";
  EXPECT_EQ(header(security_headers(config), "Strict-Transport-Security"), "max-age=31536000");
}

TEST(SecurityHeaders, ApiAnswersAreNotStoredUnlessTheyChoseOtherwise) {
  HttpResponse api;
  forbid_storing(api, true);
  EXPECT_EQ(header(api.headers, "Cache-Control"), "no-store");

  HttpResponse chose{200, {{"Cache-Control", "private, max-age=60"}}, "", ""};
  forbid_storing(chose, true);
  EXPECT_EQ(header(chose.headers, "Cache-Control"), "private, max-age=60");

  HttpResponse page{200, {{"Cache-Control", "no-cache"}}, "", ""};
  forbid_storing(page, false);
  EXPECT_EQ(header(page.headers, "Cache-Control"), "no-cache");
}

TEST(SecurityHeaders, AnswersCarryingTokensAreNeverStored) {
  HttpResponse cached{200, {{"Cache-Control", "public, max-age=3600"}, {"token", "t"}}, "", ""};
  forbid_storing(cached, false);
  EXPECT_EQ(header(cached.headers, "Cache-Control"), "no-store");

  HttpResponse refreshed{200, {{"refresh-token", "r"}, {"cache-control", "max-age=60"}}, "", ""};
  forbid_storing(refreshed, true);
  EXPECT_EQ(header(refreshed.headers, "Cache-Control"), "no-store");
  EXPECT_EQ(header(refreshed.headers, "cache-control"), "");
}

}  // namespace
}  // namespace karyana::http

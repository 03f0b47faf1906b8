// The abuse limits an operator may change (`--limit NAME=N`, KARYANA_LIMITS="NAME=N,..."):
// registrations, the daily SMS budget and costly operations per GraphQL document. A shop
// running a sign-up campaign raises them; 0 switches one off. Defaults and meanings are in
// docs/security.md ("Limits"); the rate rules' windows are in auth/rate_limiter.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace karyana::config {

struct AbuseLimits {
  unsigned registration_per_client = 5;   // accounts per client address per hour
  unsigned registration_total = 200;      // accounts per hour, all clients together
  unsigned sms_per_day = 2000;            // text messages per day, all together
  unsigned sms_per_client = 20;           // text messages per client address per day
  unsigned sms_per_phone = 10;            // text messages per phone number per day
  unsigned costly_per_document = 1;       // costly GraphQL root fields in one document
};

struct AbuseLimitName {
  std::string_view name;
  unsigned AbuseLimits::*field;
};

inline constexpr std::array<AbuseLimitName, 6> kAbuseLimitNames{{
    {"registration_per_client", &AbuseLimits::registration_per_client},
    {"registration_total", &AbuseLimits::registration_total},
    {"sms_per_day", &AbuseLimits::sms_per_day},
    {"sms_per_client", &AbuseLimits::sms_per_client},
    {"sms_per_phone", &AbuseLimits::sms_per_phone},
    {"costly_per_document", &AbuseLimits::costly_per_document},
}};

}  // namespace karyana::config

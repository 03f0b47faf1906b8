// The abuse limits an operator may change (`--limit NAME=N`, KARYANA_LIMITS="NAME=N,..."):
// registrations, the daily SMS budget, costly operations per GraphQL document and the counts
// of the per-account and per-address rate rules. A shop running a sign-up campaign raises
// them; 0 switches one off. Defaults and meanings are in docs/security.md ("Limits"); the
// windows are fixed (auth/rate_limiter.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace karyana::config {

struct AbuseLimits {
  unsigned registration_per_client = 5;          // accounts per client address per hour
  unsigned registration_total = 200;             // accounts per hour, all clients together
  unsigned sms_per_day = 2000;                   // text messages per day, all together
  unsigned sms_per_client = 20;                  // text messages per client address per day
  unsigned sms_per_phone = 10;                   // text messages per phone number per day
  unsigned costly_per_document = 1;              // costly GraphQL root fields in one document
  unsigned sign_in_free_failures = 5;            // failed sign-ins per account per hour before failing clients wait
  unsigned sign_in_max_delay_seconds = 300;      // the longest such wait (it doubles from 1 s)
  unsigned sign_in_per_client = 50;              // sign-in attempts per client address per 15 minutes
  unsigned old_password_tries_per_account = 10;  // old-password tries of a password change per 15 minutes
  unsigned codes_per_phone = 5;                  // phone codes per number per hour (besides 1 per 30 s)
  unsigned reset_per_email = 5;                  // reset-code requests per e-mail per hour
  unsigned reset_per_client = 20;                // reset-code requests per client address per hour
  unsigned phone_changes_per_account = 5;        // phone number changes per account per hour
  unsigned uploads_per_account = 60;             // image uploads per account per hour
};

struct AbuseLimitName {
  std::string_view name;
  unsigned AbuseLimits::*field;
};

inline constexpr std::array<AbuseLimitName, 15> kAbuseLimitNames{{
    {"registration_per_client", &AbuseLimits::registration_per_client},
    {"registration_total", &AbuseLimits::registration_total},
    {"sms_per_day", &AbuseLimits::sms_per_day},
    {"sms_per_client", &AbuseLimits::sms_per_client},
    {"sms_per_phone", &AbuseLimits::sms_per_phone},
    {"costly_per_document", &AbuseLimits::costly_per_document},
    {"sign_in_free_failures", &AbuseLimits::sign_in_free_failures},
    {"sign_in_max_delay_seconds", &AbuseLimits::sign_in_max_delay_seconds},
    {"sign_in_per_client", &AbuseLimits::sign_in_per_client},
    {"old_password_tries_per_account", &AbuseLimits::old_password_tries_per_account},
    {"codes_per_phone", &AbuseLimits::codes_per_phone},
    {"reset_per_email", &AbuseLimits::reset_per_email},
    {"reset_per_client", &AbuseLimits::reset_per_client},
    {"phone_changes_per_account", &AbuseLimits::phone_changes_per_account},
    {"uploads_per_account", &AbuseLimits::uploads_per_account},
}};

}  // namespace karyana::config

// The account services the api layer shares (one set per process, created in main): the
// server key, tokens, one-time codes, rate limits and sign-in, all on the account store.
#pragma once

#include "auth/clock.hpp"
#include "auth/codes.hpp"
#include "auth/keys.hpp"
#include "auth/rate_limiter.hpp"
#include "auth/sign_in.hpp"
#include "auth/tokens.hpp"
#include "store/account_store.hpp"

namespace karyana::api {

struct AuthServices {
  AuthServices(store::AccountStore& accounts, auth::AuthKeys keys, const auth::Clock& clock = auth::system_clock(),
               auth::CodePolicy code_policy = {}, auth::TokenPolicy token_policy = {})
      : clock(clock),
        keys(keys),
        tokens(accounts, this->keys, clock, token_policy),
        codes(accounts, this->keys, clock, code_policy),
        limiter(accounts, clock),
        sign_in(accounts, tokens, limiter, clock) {}
  AuthServices(const AuthServices&) = delete;
  AuthServices& operator=(const AuthServices&) = delete;

  auth::Clock clock;  // also the time of slot and voucher rules, so tests can fix it
  auth::AuthKeys keys;
  auth::TokenService tokens;
  auth::CodeService codes;
  auth::RateLimiter limiter;
  auth::SignInService sign_in;
};

}  // namespace karyana::api

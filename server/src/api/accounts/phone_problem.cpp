#include "api/accounts/phone_problem.hpp"

#include "auth/password.hpp"

namespace karyana::api {

// The password rule's upper bound lives in domain/ and in auth/; they must agree.
static_assert(domain::kMaxPasswordChars == auth::kMaxPasswordChars);

std::optional<domain::PhoneProblem> phone_problem(const auth::PhoneParse& parsed) {
  if (parsed.ok()) return std::nullopt;
  switch (parsed.error) {
    case auth::PhoneError::empty:
      return domain::PhoneProblem::Empty;
    case auth::PhoneError::wrong_length:
      return domain::PhoneProblem::WrongLength;
    default:
      return domain::PhoneProblem::Invalid;
  }
}

}  // namespace karyana::api

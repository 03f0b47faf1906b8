// The demo store's staff (issue 17): one account per role, owner@karyana.test, manager@, picker@
// and rider@karyana.test, all with the password "karyana-demo-staff", so the operator console can
// be tried at once. The password's Argon2id hash is written ready-made (hashing four passwords
// would cost every seed, the tests' included, a quarter of a second). Idempotent: an e-mail already
// present is left alone. A real shop disables these (README, "Operating").
#pragma once

namespace karyana::store {
class StaffStore;
}

namespace karyana::seed {

inline constexpr const char* kDemoStaffPassword = "karyana-demo-staff";

// Returns how many accounts this call added.
int seed_demo_staff(store::StaffStore& staff);

}  // namespace karyana::seed

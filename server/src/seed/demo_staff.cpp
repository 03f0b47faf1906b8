#include "seed/demo_staff.hpp"

#include <array>
#include <utility>

#include "store/staff_store.hpp"

namespace karyana::seed {

namespace {
// auth::hash_password("karyana-demo-staff") (Argon2id, the server's parameters).
constexpr const char* kDemoStaffHash =
    "$argon2id$v=19$m=65536,t=2,p=1$rgjvQRvb2XJI35W4oPSVIg$ZqJYKJSSEpvoen/bxf28P8LzOAeseUedvpYg1h5G+nM";
}  // namespace

int seed_demo_staff(store::StaffStore& staff) {
  constexpr std::array<std::pair<const char*, const char*>, 4> kAccounts = {{
      {"owner", "Demo Owner"},
      {"manager", "Demo Manager"},
      {"picker", "Demo Picker"},
      {"rider", "Demo Rider"},
  }};
  int added = 0;
  for (const auto& [role, name] : kAccounts) {
    store::NewStaffMember member;
    member.email = std::string(role) + "@karyana.test";
    member.password_hash = kDemoStaffHash;
    member.fname = name;
    member.role = role;
    if (staff.add_member(member, "")) ++added;
  }
  return added;
}

}  // namespace karyana::seed

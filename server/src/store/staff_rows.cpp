#include "store/staff_rows.hpp"

#include <boost/json.hpp>

namespace karyana::store::staff_rows {

namespace {

std::string json_text(const boost::json::object& o) { return boost::json::serialize(o); }

}  // namespace

void finish_audit_page(AuditPageRecord& page, int limit) {
  if (static_cast<int>(page.entries.size()) > limit) {
    page.entries.pop_back();
    page.next_before_id = page.entries.back().id;
  }
}

NewAuditEntry staff_added_audit(const std::string& actor_id, const std::string& user_id, const NewStaffMember& m) {
  return {
      actor_id, "staff.add", user_id, "{}",
      json_text({{"email", m.email}, {"name", m.fname + (m.lname.empty() ? "" : " " + m.lname)}, {"role", m.role}})};
}

NewAuditEntry staff_role_audit(const std::string& actor_id, const std::string& user_id, const std::string& before,
                               const std::string& after) {
  return {actor_id, "staff.role", user_id, json_text({{"role", before}}), json_text({{"role", after}})};
}

NewAuditEntry staff_disabled_audit(const std::string& actor_id, const std::string& user_id, bool disabled) {
  return {actor_id, "staff.disabled", user_id, json_text({{"disabled", !disabled}}),
          json_text({{"disabled", disabled}})};
}

}  // namespace karyana::store::staff_rows

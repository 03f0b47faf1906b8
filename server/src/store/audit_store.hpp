// The audit trail of staff actions (table audit_log, migration 0010): who, when, which order or
// record, and the changed fields before and after as JSON text. Staff and order changes write
// their row inside their own transaction (the staff and fulfilment stores); append() is for a
// change that has no store of its own. Read newest first in pages.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct NewAuditEntry {
  std::string actor_id;  // staff user id; empty for the command line
  std::string action;    // e.g. order.status, staff.role
  std::string subject;   // order serial or staff user id
  std::string before = "{}";
  std::string after = "{}";
};

struct AuditEntryRecord {
  std::int64_t id = 0;
  std::optional<std::string> actor_id;
  std::string actor_name;  // "fname lname" of the actor; "" when none
  std::string action;
  std::string subject;
  std::string before;
  std::string after;
  std::string created_at;
};

struct AuditPageRecord {
  std::vector<AuditEntryRecord> entries;       // newest first
  std::optional<std::int64_t> next_before_id;  // pass as before_id for the next page; nullopt: last page
};

class AuditStore {
 public:
  virtual ~AuditStore() = default;
  virtual void append(const NewAuditEntry& entry) = 0;
  // Up to `first` entries with id below before_id (all when nullopt), subject "" for any.
  virtual AuditPageRecord page(int first, std::optional<std::int64_t> before_id, const std::string& subject) = 0;
};

}  // namespace karyana::store

// The console's weekly slot template (issue 18): which slot forms the server accepts and what a
// change to a slot with booked orders deserves a warning for. One representation with the store
// front's: a day name Mon … Sun and HH:MM times in the shop's zone; time_range_utc is derived.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/account_rules.hpp"
#include "domain/calendar.hpp"

namespace karyana::domain {

// "Mon" … "Sun" ↔ 0 (Monday) … 6; nullopt / "" for anything else.
std::optional<int> slot_day_index(std::string_view day);
std::string_view slot_day_name(int day_index);

// A slot as the overlap check sees it: another slot of the template (enabled or not).
struct TemplateSlot {
  std::string id;
  std::string day;
  std::string start_time, end_time;  // HH:MM local
};

struct SlotForm {
  std::string id;  // "" for a new slot
  std::string day;
  std::string start_time, end_time;
  std::int64_t max_order_limit = 0;
};

// The first broken rule, in the order day, times (HH:MM, end after start: a console slot never
// runs past midnight), limit (at least 1), overlap with another slot of the same day (touching
// ends are fine); field names as StaffSlotInput's.
std::optional<Violation> check_slot_form(const SlotForm& form, const std::vector<TemplateSlot>& others);

// ["HH:MM","HH:MM"]: the local times of day as UTC times of day (JSON text, as the table keeps it).
std::string slot_time_range_utc(std::string_view start_time, std::string_view end_time, int utc_offset_minutes);

// "YYYY-MM-DD" (a real date) ↔ the slots' "DD-MM-YYYY"; nullopt when malformed.
std::optional<CivilDate> parse_staff_date(std::string_view text);
std::string format_staff_date(const CivilDate& date);

// A slot's blocked_dates text (comma-separated DD-MM-YYYY) with `date` added or removed; sorted,
// no duplicates; entries that are not dates are dropped.
std::string with_blocked_date(std::string_view blocked_dates, const CivilDate& date, bool blocked);
// The blocked dates in ascending order.
std::vector<CivilDate> blocked_date_list(std::string_view blocked_dates);

namespace slot_template_messages {
inline constexpr const char* kDayInvalid = "Unknown day";
inline constexpr const char* kTimesInvalid = "Times are HH:mm and the end must be after the start";
inline constexpr const char* kLimitInvalid = "The order limit must be at least 1";
// "This slot overlaps Mon 09:00-12:00 on the same day"
inline constexpr const char* kOverlapsPrefix = "This slot overlaps ";
inline constexpr const char* kOverlapsSuffix = " on the same day";
inline constexpr const char* kDateInvalid = "Dates are YYYY-MM-DD";
inline constexpr const char* kChanged = "This slot was changed by someone else. Reload it to see the change.";
inline constexpr const char* kNotFound = "Delivery slot not found";
// Warnings: "3 orders are already booked …"
inline constexpr const char* kLimitBelowBookedSuffix = " orders are already booked in one of this slot's coming dates";
inline constexpr const char* kDateHasOrdersSuffix = " orders are already booked on this date";
}  // namespace slot_template_messages

}  // namespace karyana::domain

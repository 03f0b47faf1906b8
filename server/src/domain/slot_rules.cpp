#include "domain/slot_rules.hpp"

#include <charconv>

namespace karyana::domain {

namespace {

std::optional<std::int64_t> whole_number(std::optional<std::string_view> text) {
  if (!text) return std::nullopt;
  std::string_view t = *text;
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (ec != std::errc() || end != t.data() + t.size() || t.empty()) return std::nullopt;
  return v;
}

std::string_view trim(std::string_view t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.remove_suffix(1);
  return t;
}

bool full(const WeeklySlot& slot, std::int64_t total_orders) {
  return slot.max_order_limit > 0 && total_orders >= slot.max_order_limit;
}

bool too_soon(const SlotOccurrence& occ, Instant now, const SlotSettings& settings) {
  return occ.start < now + std::chrono::minutes{settings.pre_gap_minutes};
}

}  // namespace

SlotSettings slot_settings(std::optional<std::string_view> pre_gap, std::optional<std::string_view> days_to_show) {
  SlotSettings s;
  if (auto v = whole_number(pre_gap); v && *v >= 0) s.pre_gap_minutes = *v;
  if (auto v = whole_number(days_to_show); v && *v >= 1) s.days_to_show = *v;
  return s;
}

std::optional<SlotOccurrence> occurrence(const WeeklySlot& slot, const CivilDate& date) {
  auto start = parse_hhmm(slot.start_time);
  auto end = parse_hhmm(slot.end_time);
  if (!start || !end) return std::nullopt;
  SlotOccurrence occ{date, local_to_instant(date, *start, slot.utc_offset_minutes),
                     local_to_instant(date, *end, slot.utc_offset_minutes)};
  if (*end <= *start) occ.end += std::chrono::hours{24};
  return occ;
}

std::string_view slot_state_name(SlotState state) {
  switch (state) {
    case SlotState::Closed:
      return "Closed";
    case SlotState::NotAvailable:
      return "Not Available";
    case SlotState::Booked:
      return "Booked";
    case SlotState::Available:
      break;
  }
  return "Available";
}

CivilDate max_booking_date(Instant now, int offset_minutes, const SlotSettings& settings) {
  return civil_from_days(days_from_civil(local_date(now, offset_minutes)) + settings.days_to_show - 1);
}

bool is_blocked(std::string_view blocked_dates, const CivilDate& date) {
  while (!blocked_dates.empty()) {
    const auto comma = blocked_dates.find(',');
    const auto item = trim(blocked_dates.substr(0, comma));
    if (auto d = parse_ddmmyyyy(item); d && *d == date) return true;
    if (comma == std::string_view::npos) break;
    blocked_dates.remove_prefix(comma + 1);
  }
  return false;
}

SlotState slot_state(const WeeklySlot& slot, const CivilDate& date, std::int64_t total_orders, Instant now,
                     const SlotSettings& settings) {
  auto occ = occurrence(slot, date);
  if (!occ || !slot.enabled || full(slot, total_orders) || too_soon(*occ, now, settings)) return SlotState::Closed;
  if (date > max_booking_date(now, slot.utc_offset_minutes, settings)) return SlotState::NotAvailable;
  if (is_blocked(slot.blocked_dates, date)) return SlotState::Booked;
  return SlotState::Available;
}

std::optional<std::string> booking_refusal(const WeeklySlot& slot, std::string_view date_text,
                                           std::int64_t total_orders, Instant now, const SlotSettings& settings) {
  auto date = parse_ddmmyyyy(trim(date_text));
  if (!date) return slot_messages::kInvalidDate;
  if (weekday(*date) != slot.day_index) return slot_messages::kWrongDay;
  auto occ = occurrence(slot, *date);
  if (!occ || !slot.enabled || too_soon(*occ, now, settings)) return slot_messages::kClosed;
  if (*date > max_booking_date(now, slot.utc_offset_minutes, settings)) return slot_messages::kNotAvailable;
  if (is_blocked(slot.blocked_dates, *date)) return slot_messages::kBooked;
  if (full(slot, total_orders)) return slot_messages::kFull;
  return std::nullopt;
}

}  // namespace karyana::domain

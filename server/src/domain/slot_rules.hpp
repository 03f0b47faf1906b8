// Weekly delivery slots on concrete dates (shopping.md §4 "Time slot states"): when an occurrence
// starts and ends, what state the grid shows, and why createOrderFromCart refuses a booking.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "domain/calendar.hpp"

namespace karyana::domain {

// What the rules need of a slot definition (store::DeliverySlot maps onto it).
struct WeeklySlot {
  int day_index = 0;                 // 0 = Monday
  std::string start_time, end_time;  // HH:MM local
  int utc_offset_minutes = kKarachiOffsetMinutes;
  std::string blocked_dates;         // comma-separated DD-MM-YYYY
  std::int64_t max_order_limit = 0;  // 0: unlimited
  bool enabled = true;
};

// Settings timeslot_pre_gap (minutes) and timeslot_days_to_show; defaults when missing or bad.
struct SlotSettings {
  std::int64_t pre_gap_minutes = 5;
  std::int64_t days_to_show = 7;
};
SlotSettings slot_settings(std::optional<std::string_view> pre_gap, std::optional<std::string_view> days_to_show);

struct SlotOccurrence {
  CivilDate date;
  Instant start, end;  // end is on the next day when end_time is not after start_time
};

// The slot on `date` (any date: the weekday is not checked); nullopt when its times are malformed.
std::optional<SlotOccurrence> occurrence(const WeeklySlot& slot, const CivilDate& date);

enum class SlotState { Closed, NotAvailable, Booked, Available };
std::string_view slot_state_name(SlotState state);  // "Closed", "Not Available", "Booked", "Available"

// The last local date a customer may book: today + days_to_show − 1.
CivilDate max_booking_date(Instant now, int offset_minutes, const SlotSettings& settings);

bool is_blocked(std::string_view blocked_dates, const CivilDate& date);

// The grid state of `slot` on `date` with `total_orders` live orders at that start.
// Checked in the spec's order: Closed, Not Available, Booked, else Available.
SlotState slot_state(const WeeklySlot& slot, const CivilDate& date, std::int64_t total_orders, Instant now,
                     const SlotSettings& settings);

// Why the slot cannot be booked on `date_text` (DD-MM-YYYY), or nullopt when it can.
std::optional<std::string> booking_refusal(const WeeklySlot& slot, std::string_view date_text,
                                           std::int64_t total_orders, Instant now, const SlotSettings& settings);

namespace slot_messages {
inline constexpr const char* kNotFound = "Please choose a delivery time slot";
inline constexpr const char* kInvalidDate = "Invalid delivery date";
inline constexpr const char* kWrongDay = "The delivery date does not match the time slot's day";
inline constexpr const char* kClosed = "This delivery time slot is closed, please choose another one";
inline constexpr const char* kNotAvailable = "This delivery date is not available yet, please choose an earlier one";
inline constexpr const char* kBooked = "This delivery time slot is booked on that date, please choose another one";
inline constexpr const char* kFull = "This delivery time slot is full, please choose another one";
}  // namespace slot_messages

}  // namespace karyana::domain

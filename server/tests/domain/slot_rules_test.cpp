// Slot states and booking refusals (shopping.md §4): pre-gap boundary, the allowed maximum date,
// blocked dates and the order limit reached exactly.
#include <gtest/gtest.h>

#include "domain/slot_rules.hpp"

namespace karyana::domain {
namespace {

// Tuesday 09:00–12:00 Karachi, at most 20 orders.
WeeklySlot tuesday_morning() {
  WeeklySlot s;
  s.day_index = 1;
  s.start_time = "09:00";
  s.end_time = "12:00";
  s.max_order_limit = 20;
  return s;
}

Instant at(const char* iso) { return *parse_iso_utc(iso); }

const SlotSettings kSettings{60, 7};  // the demo store's settings
const CivilDate kTue{2026, 11, 24};

TEST(SlotRules, SettingsFallBackToDefaults) {
  auto d = slot_settings(std::nullopt, std::nullopt);
  EXPECT_EQ(d.pre_gap_minutes, 5);
  EXPECT_EQ(d.days_to_show, 7);
  auto s = slot_settings("60", " 14 ");
  EXPECT_EQ(s.pre_gap_minutes, 60);
  EXPECT_EQ(s.days_to_show, 14);
  auto bad = slot_settings("soon", "0");
  EXPECT_EQ(bad.pre_gap_minutes, 5);
  EXPECT_EQ(bad.days_to_show, 7);
}

TEST(SlotRules, OccurrenceIsInUtc) {
  auto occ = occurrence(tuesday_morning(), kTue);
  ASSERT_TRUE(occ);
  EXPECT_EQ(format_iso_utc(occ->start), "2026-11-24T04:00:00.000Z");
  EXPECT_EQ(format_iso_utc(occ->end), "2026-11-24T07:00:00.000Z");
  WeeklySlot late = tuesday_morning();
  late.start_time = "22:00";
  late.end_time = "01:00";
  EXPECT_EQ(format_iso_utc(occurrence(late, kTue)->end), "2026-11-24T20:00:00.000Z");
  late.end_time = "1am";
  EXPECT_FALSE(occurrence(late, kTue));
}

TEST(SlotRules, PreGapBoundary) {
  const auto slot = tuesday_morning();
  // Start 04:00Z; with a 60-minute gap it is bookable until exactly 03:00Z.
  EXPECT_EQ(slot_state(slot, kTue, 0, at("2026-11-24T03:00:00Z"), kSettings), SlotState::Available);
  EXPECT_EQ(slot_state(slot, kTue, 0, at("2026-11-24T03:00:01Z"), kSettings), SlotState::Closed);
  EXPECT_EQ(booking_refusal(slot, "24-11-2026", 0, at("2026-11-24T03:00:00Z"), kSettings), std::nullopt);
  EXPECT_EQ(booking_refusal(slot, "24-11-2026", 0, at("2026-11-24T03:00:01Z"), kSettings), slot_messages::kClosed);
  // The default gap is 5 minutes.
  EXPECT_EQ(slot_state(slot, kTue, 0, at("2026-11-24T03:55:00Z"), SlotSettings{}), SlotState::Available);
  EXPECT_EQ(slot_state(slot, kTue, 0, at("2026-11-24T03:55:01Z"), SlotSettings{}), SlotState::Closed);
}

TEST(SlotRules, OrderLimitReachedExactlyCloses) {
  const auto slot = tuesday_morning();
  const auto now = at("2026-11-23T10:00:00Z");
  EXPECT_EQ(slot_state(slot, kTue, 19, now, kSettings), SlotState::Available);
  EXPECT_EQ(slot_state(slot, kTue, 20, now, kSettings), SlotState::Closed);
  EXPECT_EQ(booking_refusal(slot, "24-11-2026", 19, now, kSettings), std::nullopt);
  EXPECT_EQ(booking_refusal(slot, "24-11-2026", 20, now, kSettings), slot_messages::kFull);
  auto unlimited = slot;
  unlimited.max_order_limit = 0;
  EXPECT_EQ(slot_state(unlimited, kTue, 100000, now, kSettings), SlotState::Available);
}

TEST(SlotRules, MaximumDateIsTodayPlusDaysToShowMinusOne) {
  auto slot = tuesday_morning();
  // Monday 23 Nov 20:00 Karachi: today is the 23rd; with 7 days the last date is Sunday 29th.
  const auto now = at("2026-11-23T15:00:00Z");
  EXPECT_EQ(max_booking_date(now, kKarachiOffsetMinutes, kSettings), (CivilDate{2026, 11, 29}));
  EXPECT_EQ(slot_state(slot, kTue, 0, now, kSettings), SlotState::Available);
  EXPECT_EQ(slot_state(slot, {2026, 12, 1}, 0, now, kSettings), SlotState::NotAvailable);
  EXPECT_EQ(booking_refusal(slot, "01-12-2026", 0, now, kSettings), slot_messages::kNotAvailable);
  // 19:30Z is already the 24th in Karachi, so the window moves one day.
  EXPECT_EQ(max_booking_date(at("2026-11-23T19:30:00Z"), kKarachiOffsetMinutes, kSettings), (CivilDate{2026, 11, 30}));
  slot.day_index = 6;
  EXPECT_EQ(booking_refusal(slot, "29-11-2026", 0, now, kSettings), std::nullopt);
}

TEST(SlotRules, BlockedDatesAreBooked) {
  auto slot = tuesday_morning();
  slot.blocked_dates = "01-01-2027, 24-11-2026,bad";
  const auto now = at("2026-11-23T10:00:00Z");
  EXPECT_TRUE(is_blocked(slot.blocked_dates, kTue));
  EXPECT_FALSE(is_blocked(slot.blocked_dates, {2026, 12, 1}));
  EXPECT_FALSE(is_blocked("", kTue));
  EXPECT_EQ(slot_state(slot, kTue, 0, now, kSettings), SlotState::Booked);
  EXPECT_EQ(booking_refusal(slot, "24-11-2026", 0, now, kSettings), slot_messages::kBooked);
  // Closed wins over Booked, as the spec lists it.
  EXPECT_EQ(slot_state(slot, kTue, 20, now, kSettings), SlotState::Closed);
}

TEST(SlotRules, BookingRefusesBadDatesAndOtherDays) {
  const auto slot = tuesday_morning();
  const auto now = at("2026-11-23T10:00:00Z");
  EXPECT_EQ(booking_refusal(slot, "2026-11-24", 0, now, kSettings), slot_messages::kInvalidDate);
  EXPECT_EQ(booking_refusal(slot, "31-11-2026", 0, now, kSettings), slot_messages::kInvalidDate);
  EXPECT_EQ(booking_refusal(slot, "25-11-2026", 0, now, kSettings), slot_messages::kWrongDay);
  EXPECT_EQ(booking_refusal(slot, "17-11-2026", 0, now, kSettings), slot_messages::kClosed);  // last week
  auto disabled = slot;
  disabled.enabled = false;
  EXPECT_EQ(booking_refusal(disabled, "24-11-2026", 0, now, kSettings), slot_messages::kClosed);
  EXPECT_EQ(slot_state_name(SlotState::NotAvailable), "Not Available");
}

}  // namespace
}  // namespace karyana::domain

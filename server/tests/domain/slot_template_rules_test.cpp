// The console's slot template rules: days, times, limits, overlaps, the UTC range and blocked dates.
#include <gtest/gtest.h>

#include "domain/slot_template_rules.hpp"

namespace karyana::domain {
namespace {

namespace m = slot_template_messages;

const std::vector<TemplateSlot> kMonday = {
    {"a", "Mon", "09:00", "12:00"}, {"b", "Mon", "12:00", "15:00"}, {"c", "Tue", "06:00", "09:00"}};

std::optional<Violation> check(const std::string& id, const std::string& day, const std::string& start,
                               const std::string& end, std::int64_t limit = 5) {
  return check_slot_form({id, day, start, end, limit}, kMonday);
}

TEST(SlotTemplateRules, Days) {
  EXPECT_EQ(slot_day_index("Mon"), 0);
  EXPECT_EQ(slot_day_index("Sun"), 6);
  EXPECT_FALSE(slot_day_index("mon"));
  EXPECT_EQ(slot_day_name(4), "Fri");
  EXPECT_EQ(slot_day_name(7), "");
  EXPECT_EQ(check("", "Monday", "06:00", "08:00")->field, "day");
}

TEST(SlotTemplateRules, TimesAndLimit) {
  EXPECT_FALSE(check("", "Mon", "06:00", "09:00"));
  EXPECT_EQ(check("", "Mon", "6:00", "09:00")->message, m::kTimesInvalid);
  EXPECT_EQ(check("", "Mon", "06:00", "06:00")->field, "end_time");
  EXPECT_EQ(check("", "Mon", "22:00", "01:00")->field, "end_time");  // never past midnight
  EXPECT_EQ(check("", "Mon", "06:00", "24:00")->field, "end_time");
  EXPECT_EQ(check("", "Mon", "06:00", "08:00", 0)->message, m::kLimitInvalid);
  EXPECT_EQ(check("", "Mon", "06:00", "08:00", -1)->field, "max_order_limit");
}

TEST(SlotTemplateRules, Overlaps) {
  EXPECT_EQ(check("", "Mon", "11:00", "13:00")->message, "This slot overlaps Mon 09:00-12:00 on the same day");
  EXPECT_EQ(check("", "Mon", "10:00", "11:00")->field, "start_time");
  EXPECT_EQ(check("", "Mon", "08:00", "16:00")->message, "This slot overlaps Mon 09:00-12:00 on the same day");
  EXPECT_FALSE(check("", "Mon", "15:00", "18:00"));  // touching ends
  EXPECT_FALSE(check("", "Mon", "06:00", "09:00"));
  EXPECT_FALSE(check("", "Wed", "10:00", "11:00"));   // another day
  EXPECT_FALSE(check("a", "Mon", "09:00", "11:30"));  // itself
  EXPECT_TRUE(check("a", "Mon", "09:00", "12:30"));   // into b
  // A stored slot past midnight covers the rest of its day.
  EXPECT_TRUE(check_slot_form({"", "Fri", "23:00", "23:30", 1}, {{"x", "Fri", "22:00", "02:00"}}));
}

TEST(SlotTemplateRules, UtcRange) {
  EXPECT_EQ(slot_time_range_utc("09:00", "12:00", 300), R"(["04:00","07:00"])");
  EXPECT_EQ(slot_time_range_utc("02:30", "04:00", 300), R"(["21:30","23:00"])");
}

TEST(SlotTemplateRules, StaffDates) {
  EXPECT_EQ(parse_staff_date("2026-12-01"), (CivilDate{2026, 12, 1}));
  EXPECT_FALSE(parse_staff_date("01-12-2026"));
  EXPECT_FALSE(parse_staff_date("2026-02-30"));
  EXPECT_FALSE(parse_staff_date("2026-1-01"));
  EXPECT_EQ(format_staff_date({2026, 3, 9}), "2026-03-09");
}

TEST(SlotTemplateRules, BlockedDates) {
  const CivilDate d{2026, 12, 1};
  EXPECT_EQ(with_blocked_date("", d, true), "01-12-2026");
  EXPECT_EQ(with_blocked_date("05-12-2026, 01-11-2026", d, true), "01-11-2026,01-12-2026,05-12-2026");
  EXPECT_EQ(with_blocked_date("01-12-2026,01-12-2026", d, true), "01-12-2026");
  EXPECT_EQ(with_blocked_date("01-12-2026,05-12-2026", d, false), "05-12-2026");
  EXPECT_EQ(with_blocked_date("junk,01-12-2026", d, false), "");
  EXPECT_EQ(blocked_date_list("05-12-2026,01-12-2026").front(), d);
}

}  // namespace
}  // namespace karyana::domain

// Calendar arithmetic for slots: DD-MM-YYYY, weekdays, local dates at UTC+05:00 and ISO instants.
#include <gtest/gtest.h>

#include "domain/calendar.hpp"

namespace karyana::domain {
namespace {

TEST(Calendar, ParsesAndFormatsDayMonthYear) {
  EXPECT_EQ(parse_ddmmyyyy("24-11-2026"), (CivilDate{2026, 11, 24}));
  EXPECT_EQ(parse_ddmmyyyy("29-02-2028"), (CivilDate{2028, 2, 29}));
  EXPECT_EQ(parse_ddmmyyyy("29-02-2027"), std::nullopt);
  EXPECT_EQ(parse_ddmmyyyy("31-04-2026"), std::nullopt);
  EXPECT_EQ(parse_ddmmyyyy("2026-11-24"), std::nullopt);
  EXPECT_EQ(parse_ddmmyyyy("4-11-2026"), std::nullopt);
  EXPECT_EQ(parse_ddmmyyyy("00-11-2026"), std::nullopt);
  EXPECT_EQ(parse_ddmmyyyy(""), std::nullopt);
  EXPECT_EQ(format_ddmmyyyy({2026, 3, 5}), "05-03-2026");
}

TEST(Calendar, DaysFromCivilRoundTripsAndWeekdaysStartOnMonday) {
  EXPECT_EQ(days_from_civil({1970, 1, 1}), 0);
  EXPECT_EQ(days_from_civil({1969, 12, 31}), -1);
  EXPECT_EQ(days_from_civil({2000, 3, 1}), 11017);
  for (std::int64_t d : {-800000LL, -1LL, 0LL, 20780LL, 60000LL}) EXPECT_EQ(days_from_civil(civil_from_days(d)), d);
  EXPECT_EQ(weekday({2026, 11, 23}), 0);  // Monday
  EXPECT_EQ(weekday({2026, 11, 29}), 6);  // Sunday
  EXPECT_EQ(weekday({1970, 1, 1}), 3);    // Thursday
}

TEST(Calendar, LocalTimesAtKarachiOffset) {
  const auto t = local_to_instant({2026, 11, 24}, 9 * 60, kKarachiOffsetMinutes);
  EXPECT_EQ(format_iso_utc(t), "2026-11-24T04:00:00.000Z");
  // 02:00 local on the 24th is still the 23rd in UTC.
  const auto early = local_to_instant({2026, 11, 24}, 2 * 60, kKarachiOffsetMinutes);
  EXPECT_EQ(format_iso_utc(early), "2026-11-23T21:00:00.000Z");
  EXPECT_EQ(local_date(early, kKarachiOffsetMinutes), (CivilDate{2026, 11, 24}));
  EXPECT_EQ(local_date(early, 0), (CivilDate{2026, 11, 23}));
}

TEST(Calendar, ParsesHoursAndIsoInstants) {
  EXPECT_EQ(parse_hhmm("09:30"), 570);
  EXPECT_EQ(parse_hhmm("24:00"), std::nullopt);
  EXPECT_EQ(parse_hhmm("9:30"), std::nullopt);
  auto t = parse_iso_utc("2026-11-24T04:00:00.000Z");
  ASSERT_TRUE(t);
  EXPECT_EQ(format_iso_utc(*t), "2026-11-24T04:00:00.000Z");
  EXPECT_EQ(parse_iso_utc("2026-11-24T04:00:00Z"), t);
  EXPECT_EQ(parse_iso_utc("2026-11-24T04:00:00.5Z"), t);
  EXPECT_EQ(format_iso_utc(*parse_iso_utc("2026-11-24")), "2026-11-24T00:00:00.000Z");
  EXPECT_EQ(parse_iso_utc("2026-11-24T04:00:00"), std::nullopt);
  EXPECT_EQ(parse_iso_utc("2026-11-24T04:00:00+05:00"), std::nullopt);
  EXPECT_EQ(parse_iso_utc("2026-13-24T04:00:00Z"), std::nullopt);
  EXPECT_EQ(parse_iso_utc("2026-11-24T04:00:00.Z"), std::nullopt);
  EXPECT_EQ(parse_iso_utc("garbage"), std::nullopt);
}

}  // namespace
}  // namespace karyana::domain

// Dates and instants for delivery slots, without time-zone databases: Asia/Karachi is UTC+05:00
// all year (no daylight saving), and every slot carries its utc_offset_minutes.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::domain {

using Instant = std::chrono::sys_seconds;

inline constexpr int kKarachiOffsetMinutes = 300;

struct CivilDate {
  int year = 1970;
  int month = 1;  // 1 … 12
  int day = 1;    // 1 … 31
  friend bool operator==(const CivilDate&, const CivilDate&) = default;
  // NOLINTNEXTLINE(modernize-use-nullptr): a false positive on a defaulted <=> (clang-tidy 14)
  friend auto operator<=>(const CivilDate&, const CivilDate&) = default;
};

// "DD-MM-YYYY" (exactly that shape, a real calendar date); nullopt otherwise.
std::optional<CivilDate> parse_ddmmyyyy(std::string_view text);
std::string format_ddmmyyyy(const CivilDate& date);

// Days since 1970-01-01 and back (proleptic Gregorian).
std::int64_t days_from_civil(const CivilDate& date);
CivilDate civil_from_days(std::int64_t days);

// 0 = Monday … 6 = Sunday.
int weekday(const CivilDate& date);

// "HH:MM" (00:00 … 23:59) as minutes after midnight; nullopt otherwise.
std::optional<int> parse_hhmm(std::string_view text);

// The instant at `minutes` after local midnight of `date`, for a zone `offset_minutes` east of UTC.
Instant local_to_instant(const CivilDate& date, int minutes, int offset_minutes);
// The local calendar date at `t` in a zone `offset_minutes` east of UTC.
CivilDate local_date(Instant t, int offset_minutes);

// "2026-11-24T04:00:00.000Z", the one shape stored and answered.
std::string format_iso_utc(Instant t);
// "YYYY-MM-DDTHH:MM:SS[.fff]Z" or "YYYY-MM-DD" (midnight UTC); fractions are dropped.
std::optional<Instant> parse_iso_utc(std::string_view text);

}  // namespace karyana::domain

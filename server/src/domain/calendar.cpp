#include "domain/calendar.hpp"

#include <cstdio>

namespace karyana::domain {

namespace {

// Digits at text[pos, pos+n) as a number, or -1.
int digits(std::string_view text, std::size_t pos, std::size_t n) {
  if (pos + n > text.size()) return -1;
  int v = 0;
  for (std::size_t i = pos; i < pos + n; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    v = v * 10 + (text[i] - '0');
  }
  return v;
}

bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days_in_month(int y, int m) {
  static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap(y) ? 29 : kDays[m - 1];
}

bool valid(const CivilDate& d) {
  return d.year >= 1 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= days_in_month(d.year, d.month);
}

std::int64_t floor_div(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

}  // namespace

std::optional<CivilDate> parse_ddmmyyyy(std::string_view text) {
  if (text.size() != 10 || text[2] != '-' || text[5] != '-') return std::nullopt;
  CivilDate d{digits(text, 6, 4), digits(text, 3, 2), digits(text, 0, 2)};
  if (!valid(d)) return std::nullopt;
  return d;
}

std::string format_ddmmyyyy(const CivilDate& d) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%02d-%02d-%04d", d.day, d.month, d.year);
  return buf;
}

// Howard Hinnant's days_from_civil / civil_from_days.
std::int64_t days_from_civil(const CivilDate& date) {
  std::int64_t y = date.year;
  const unsigned m = static_cast<unsigned>(date.month), d = static_cast<unsigned>(date.day);
  y -= m <= 2;
  const std::int64_t era = floor_div(y, 400);
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

CivilDate civil_from_days(std::int64_t z) {
  z += 719468;
  const std::int64_t era = floor_div(z, 146097);
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  return CivilDate{static_cast<int>(y + (m <= 2)), static_cast<int>(m), static_cast<int>(d)};
}

int weekday(const CivilDate& date) {
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  return static_cast<int>(((days_from_civil(date) % 7) + 7 + 3) % 7);
}

std::optional<int> parse_hhmm(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  const int h = digits(text, 0, 2), m = digits(text, 3, 2);
  if (h < 0 || m < 0 || h > 23 || m > 59) return std::nullopt;
  return h * 60 + m;
}

Instant local_to_instant(const CivilDate& date, int minutes, int offset_minutes) {
  const std::int64_t secs = days_from_civil(date) * 86400 + (static_cast<std::int64_t>(minutes) - offset_minutes) * 60;
  return Instant{std::chrono::seconds{secs}};
}

CivilDate local_date(Instant t, int offset_minutes) {
  const std::int64_t local = t.time_since_epoch().count() + static_cast<std::int64_t>(offset_minutes) * 60;
  return civil_from_days(floor_div(local, 86400));
}

std::string format_iso_utc(Instant t) {
  const std::int64_t secs = t.time_since_epoch().count();
  const std::int64_t days = floor_div(secs, 86400);
  const std::int64_t rem = secs - days * 86400;
  const CivilDate d = civil_from_days(days);
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.000Z", d.year, d.month, d.day,
                static_cast<int>(rem / 3600), static_cast<int>(rem / 60 % 60), static_cast<int>(rem % 60));
  return buf;
}

std::optional<Instant> parse_iso_utc(std::string_view text) {
  if (text.size() < 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  CivilDate d{digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2)};
  if (!valid(d)) return std::nullopt;
  if (text.size() == 10) return local_to_instant(d, 0, 0);
  if (text.size() < 20 || text[10] != 'T' || text[13] != ':' || text[16] != ':' || text.back() != 'Z')
    return std::nullopt;
  const int h = digits(text, 11, 2), m = digits(text, 14, 2), s = digits(text, 17, 2);
  if (h < 0 || h > 23 || m < 0 || m > 59 || s < 0 || s > 59) return std::nullopt;
  const std::string_view rest = text.substr(19, text.size() - 20);  // between seconds and 'Z'
  if (!rest.empty()) {
    if (rest[0] != '.' || rest.size() < 2 || rest.size() > 10) return std::nullopt;
    if (digits(rest, 1, rest.size() - 1) < 0) return std::nullopt;
  }
  return local_to_instant(d, 0, 0) + std::chrono::seconds{h * 3600 + m * 60 + s};
}

}  // namespace karyana::domain

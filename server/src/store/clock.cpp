#include "store/clock.hpp"

#include <cstdio>
#include <ctime>

namespace karyana::store {

std::string to_iso(std::chrono::system_clock::time_point time) {
  using namespace std::chrono;
  auto ms = duration_cast<milliseconds>(time.time_since_epoch()).count();
  std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  int millis = static_cast<int>(ms % 1000);
  if (millis < 0) {
    millis += 1000;
    --seconds;
  }
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
                tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, millis);
  return buffer;
}

std::string now_iso() { return to_iso(std::chrono::system_clock::now()); }

std::optional<std::chrono::system_clock::time_point> from_iso(std::string_view text) {
  int year, month, day, hour, minute, second, millis = 0;
  std::string s(text);
  int consumed = 0;
  if (std::sscanf(s.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d%n", &year, &month, &day, &hour, &minute, &second, &consumed) != 6)
    return std::nullopt;
  std::string_view rest = text.substr(consumed);
  if (!rest.empty() && rest[0] == '.') {
    int digits = 0;
    size_t i = 1;
    for (; i < rest.size() && rest[i] >= '0' && rest[i] <= '9'; ++i)
      if (digits < 3) {
        millis = millis * 10 + (rest[i] - '0');
        ++digits;
      }
    for (; digits < 3; ++digits) millis *= 10;
    rest = rest.substr(i);
  }
  if (rest != "Z") return std::nullopt;
  using namespace std::chrono;
  year_month_day ymd{std::chrono::year(year), std::chrono::month(month), std::chrono::day(day)};
  if (!ymd.ok() || hour > 23 || minute > 59 || second > 60) return std::nullopt;
  return sys_days(ymd) + hours(hour) + minutes(minute) + seconds(second) + milliseconds(millis);
}

}  // namespace karyana::store

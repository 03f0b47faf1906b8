#include "domain/slot_template_rules.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <set>

namespace karyana::domain {

namespace {

constexpr std::array<std::string_view, 7> kDays = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
constexpr int kMinutesPerDay = 24 * 60;

std::string two_digits(int n) {
  return std::string(1, static_cast<char>('0' + n / 10)) + static_cast<char>('0' + n % 10);
}

std::string hhmm(int minutes) { return two_digits(minutes / 60) + ":" + two_digits(minutes % 60); }

}  // namespace

std::optional<int> slot_day_index(std::string_view day) {
  for (std::size_t i = 0; i < kDays.size(); ++i)
    if (kDays[i] == day) return static_cast<int>(i);
  return std::nullopt;
}

std::string_view slot_day_name(int day_index) {
  if (day_index < 0 || day_index >= static_cast<int>(kDays.size())) return "";
  return kDays[static_cast<std::size_t>(day_index)];
}

std::optional<Violation> check_slot_form(const SlotForm& form, const std::vector<TemplateSlot>& others) {
  namespace m = slot_template_messages;
  if (!slot_day_index(form.day)) return Violation{"day", m::kDayInvalid};
  const auto start = parse_hhmm(form.start_time);
  const auto end = parse_hhmm(form.end_time);
  if (!start) return Violation{"start_time", m::kTimesInvalid};
  if (!end || *end <= *start) return Violation{"end_time", m::kTimesInvalid};
  if (form.max_order_limit < 1) return Violation{"max_order_limit", m::kLimitInvalid};
  for (const auto& other : others) {
    if (other.id == form.id || other.day != form.day) continue;
    const auto other_start = parse_hhmm(other.start_time);
    auto other_end = parse_hhmm(other.end_time);
    if (!other_start || !other_end) continue;
    // A stored slot that runs past midnight covers the rest of its day.
    if (*other_end <= *other_start) other_end = kMinutesPerDay;
    if (*start < *other_end && *other_start < *end)
      return Violation{"start_time", std::string(m::kOverlapsPrefix) + other.day + " " + other.start_time + "-" +
                                         other.end_time + m::kOverlapsSuffix};
  }
  return std::nullopt;
}

std::string slot_time_range_utc(std::string_view start_time, std::string_view end_time, int utc_offset_minutes) {
  auto utc = [&](std::string_view local) {
    const int minutes = parse_hhmm(local).value_or(0) - utc_offset_minutes;
    return hhmm(((minutes % kMinutesPerDay) + kMinutesPerDay) % kMinutesPerDay);
  };
  return "[\"" + utc(start_time) + "\",\"" + utc(end_time) + "\"]";
}

std::optional<CivilDate> parse_staff_date(std::string_view text) {
  // YYYY-MM-DD → DD-MM-YYYY, checked by the one date parser.
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  std::string ddmmyyyy;
  ddmmyyyy.append(text.substr(8, 2)).append("-").append(text.substr(5, 2)).append("-").append(text.substr(0, 4));
  return parse_ddmmyyyy(ddmmyyyy);
}

std::string format_staff_date(const CivilDate& date) {
  const auto dd = format_ddmmyyyy(date);  // DD-MM-YYYY
  return dd.substr(6, 4) + "-" + dd.substr(3, 2) + "-" + dd.substr(0, 2);
}

std::vector<CivilDate> blocked_date_list(std::string_view blocked_dates) {
  std::set<CivilDate> dates;
  while (!blocked_dates.empty()) {
    const auto comma = blocked_dates.find(',');
    const auto part = trim(blocked_dates.substr(0, comma));
    if (auto d = parse_ddmmyyyy(part)) dates.insert(*d);
    blocked_dates = comma == std::string_view::npos ? std::string_view{} : blocked_dates.substr(comma + 1);
  }
  return {dates.begin(), dates.end()};
}

std::string with_blocked_date(std::string_view blocked_dates, const CivilDate& date, bool blocked) {
  auto dates = blocked_date_list(blocked_dates);
  std::erase(dates, date);
  if (blocked) dates.insert(std::lower_bound(dates.begin(), dates.end(), date), date);
  std::string out;
  for (const auto& d : dates) {
    if (!out.empty()) out += ',';
    out += format_ddmmyyyy(d);
  }
  return out;
}

}  // namespace karyana::domain

#include "domain/money.hpp"

#include <cmath>
#include <cstdio>

namespace karyana::domain {

std::optional<Paisa> parse_rupees(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  if (text.empty()) return std::nullopt;
  Paisa whole = 0;
  std::size_t i = 0;
  bool digits = false;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    if (whole > 100'000'000'000LL) return std::nullopt;  // far beyond any price; avoids overflow
    whole = whole * 10 + (text[i] - '0');
    digits = true;
  }
  Paisa fraction = 0;
  if (i < text.size() && text[i] == '.') {
    ++i;
    int place = 0;
    bool round_up = false;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i, ++place) {
      digits = true;
      if (place < 2)
        fraction = fraction * 10 + (text[i] - '0');
      else if (place == 2)
        round_up = text[i] >= '5';
    }
    if (place == 1) fraction *= 10;
    if (round_up) ++fraction;
  }
  if (!digits || i != text.size()) return std::nullopt;
  return whole * 100 + fraction;
}

Paisa percent_of(Paisa amount, double percent) {
  // The rate in 1/100 of a percent, so the product is exact integer arithmetic.
  const std::int64_t basis = std::llround(percent * 100.0);
  const std::int64_t scaled = amount * basis;  // paisa * 1/10000
  const std::int64_t half = 5000;
  return scaled >= 0 ? (scaled + half) / 10000 : -((-scaled + half) / 10000);
}

Paisa unit_tax(Paisa price, double tax_value, std::string_view tax_unit) {
  if (tax_unit == "%") return percent_of(price, tax_value);
  return std::llround(tax_value * 100.0);
}

std::string rupees_text(Paisa amount) {
  const bool negative = amount < 0;
  const Paisa abs = negative ? -amount : amount;
  char buf[48];
  if (abs % 100 == 0)
    std::snprintf(buf, sizeof buf, "%s%lld", negative ? "-" : "", static_cast<long long>(abs / 100));
  else
    std::snprintf(buf, sizeof buf, "%s%lld.%02lld", negative ? "-" : "", static_cast<long long>(abs / 100),
                  static_cast<long long>(abs % 100));
  return buf;
}

}  // namespace karyana::domain

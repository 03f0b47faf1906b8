// Exact money: amounts are integer paisa (1 rupee = 100 paisa), as the products table stores
// them. Rates and rupee texts are converted here, with one rounding rule: half away from zero
// to the nearest paisa, so a line's tax never drifts with floating point.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::domain {

using Paisa = std::int64_t;

// A rupee amount written as text ("100", "99.5", "12.345") in paisa; nullopt when it is not a
// plain non-negative decimal number. More than two decimals round half up.
std::optional<Paisa> parse_rupees(std::string_view text);

// `percent` of `amount`, rounded half away from zero to the paisa. The percent is taken to
// 1/100 of a percent (a rate like 17.5 or 0.25 is exact).
Paisa percent_of(Paisa amount, double percent);

// Tax on one unit priced `price`: tax_unit "%" takes tax_value percent of the price; any other
// unit is a fixed amount of tax_value rupees per unit.
Paisa unit_tax(Paisa price, double tax_value, std::string_view tax_unit);

// Rupees for messages: "1000" for whole rupees, "99.50" otherwise.
std::string rupees_text(Paisa amount);

}  // namespace karyana::domain

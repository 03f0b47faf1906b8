// Exact money lives in the domain room (domain/money.hpp); this header keeps the store's names.
#pragma once

#include "domain/money.hpp"

namespace karyana::store {

using domain::Paisa;
using domain::parse_rupees;
using domain::percent_of;
using domain::unit_tax;

}  // namespace karyana::store

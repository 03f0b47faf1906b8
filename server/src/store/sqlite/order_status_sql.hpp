// The status lists as SQL text moved to store/order_status_sql.hpp (shared with PostgreSQL); the
// SQLite stores in karyana::store::sqlite find them there unqualified.
#pragma once

#include "store/order_status_sql.hpp"

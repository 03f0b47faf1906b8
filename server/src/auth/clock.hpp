// The time source of the auth services, injectable so tests can move time forward.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

namespace karyana::auth {

using TimePoint = std::chrono::system_clock::time_point;
using Clock = std::function<TimePoint()>;

inline Clock system_clock() {
  return [] { return std::chrono::system_clock::now(); };
}

inline std::int64_t unix_ms(TimePoint t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

}  // namespace karyana::auth

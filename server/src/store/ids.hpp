// Record ids: 24 lower-case hex characters, shaped like MongoDB ObjectIds (the spec's `_id`).
// The first 8 hex digits are the creation time in seconds, so ids sort roughly by age; the
// other 16 come from the operating system's CSPRNG.
#pragma once

#include <string>
#include <string_view>

namespace karyana::store {

std::string new_id();
// A deterministic id for demo data ("product:nestle-milkpak-1-litre" → the same id on every
// seed), so seeding twice finds the same rows.
std::string stable_id(std::string_view key);
// True for 24 hex characters; cheap validation of ids that come from clients.
bool looks_like_id(std::string_view text);

}  // namespace karyana::store

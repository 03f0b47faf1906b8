// libsodium set-up and the encodings the auth code shares (hex, unpadded base64url).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace karyana::auth {

// sodium_init() once per process; throws if libsodium cannot start. Thread-safe.
void ensure_sodium();

std::string to_hex(const unsigned char* data, size_t size);
std::string to_base64url(const unsigned char* data, size_t size);
// nullopt for text that is not unpadded base64url.
std::optional<std::string> from_base64url(std::string_view text);

}  // namespace karyana::auth

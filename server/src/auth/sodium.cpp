#include "auth/sodium.hpp"

#include <sodium.h>

#include <stdexcept>

namespace karyana::auth {

void ensure_sodium() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("libsodium failed to initialise");
}

std::string to_hex(const unsigned char* data, size_t size) {
  std::string out(size * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), data, size);
  out.pop_back();
  return out;
}

std::string to_base64url(const unsigned char* data, size_t size) {
  constexpr int variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_ENCODED_LEN(size, variant), '\0');
  sodium_bin2base64(out.data(), out.size(), data, size, variant);
  out.resize(out.size() - 1);  // the terminating NUL
  return out;
}

std::optional<std::string> from_base64url(std::string_view text) {
  std::string out(text.size() * 3 / 4 + 1, '\0');
  size_t length = 0;
  const char* end = nullptr;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr,
                        &length, &end, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0 ||
      end != text.data() + text.size())
    return std::nullopt;
  out.resize(length);
  return out;
}

}  // namespace karyana::auth

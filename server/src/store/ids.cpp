#include "store/ids.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <random>

namespace karyana::store {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void append_hex(std::string& out, std::uint64_t value, int digits) {
  for (int i = digits - 1; i >= 0; --i) out += kHex[(value >> (i * 4)) & 0xf];
}

std::uint64_t random_u64() {
  // std::random_device reads getrandom()/urandom on Linux; guarded because it is not
  // guaranteed to be thread-safe.
  static std::mutex mutex;
  static std::random_device device;
  std::lock_guard lock(mutex);
  return (static_cast<std::uint64_t>(device()) << 32) | device();
}

std::uint64_t fnv1a(std::string_view text, std::uint64_t basis) {
  std::uint64_t hash = basis;
  for (unsigned char ch : text) {
    hash ^= ch;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

}  // namespace

std::string new_id() {
  auto seconds =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  std::string id;
  id.reserve(24);
  append_hex(id, static_cast<std::uint64_t>(seconds) & 0xffffffffULL, 8);
  append_hex(id, random_u64(), 16);
  return id;
}

std::string stable_id(std::string_view key) {
  std::string id;
  id.reserve(24);
  append_hex(id, fnv1a(key, 0xcbf29ce484222325ULL) & 0xffffffffULL, 8);
  append_hex(id, fnv1a(key, 0x84222325cbf29ce4ULL), 16);
  return id;
}

bool looks_like_id(std::string_view text) {
  if (text.size() != 24) return false;
  for (char ch : text)
    if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) return false;
  return true;
}

}  // namespace karyana::store

#include "auth/keys.hpp"

#include <fcntl.h>
#include <sodium.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "auth/sodium.hpp"

namespace karyana::auth {

namespace {

constexpr char kContext[crypto_kdf_CONTEXTBYTES + 1] = "karyana1";
enum SubkeyId : std::uint64_t { token_signing_id = 1, code_hashing_id = 2 };

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

Key parse_key(const std::string& text, const std::filesystem::path& file) {
  Key key{};
  size_t length = 0;
  const char* end = nullptr;
  if (sodium_hex2bin(key.data(), key.size(), text.data(), text.size(), nullptr, &length, &end) != 0 ||
      length != key.size())
    throw std::runtime_error("auth key file is damaged: " + file.string());
  return key;
}

// Writes a fresh key to a private temp file, then link()s it into place: link fails when
// another process got there first, and then that process's key is used.
void create_key_file(const std::filesystem::path& file) {
  Key key{};
  randombytes_buf(key.data(), key.size());
  const std::string text = to_hex(key.data(), key.size()) + "\n";
  sodium_memzero(key.data(), key.size());
  const std::filesystem::path temp = file.string() + ".tmp." + std::to_string(::getpid());
  int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0) throw std::runtime_error("cannot create " + temp.string());
  bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()) && ::fsync(fd) == 0;
  ::close(fd);
  int linked = written ? ::link(temp.c_str(), file.c_str()) : -1;
  int link_errno = errno;
  ::unlink(temp.c_str());
  if (!written) throw std::runtime_error("cannot write " + temp.string());
  if (linked != 0 && link_errno != EEXIST) throw std::runtime_error("cannot create " + file.string());
}

}  // namespace

AuthKeys::AuthKeys(const Key& master) {
  ensure_sodium();
  crypto_kdf_derive_from_key(token_signing_.data(), token_signing_.size(), token_signing_id, kContext, master.data());
  crypto_kdf_derive_from_key(code_hashing_.data(), code_hashing_.size(), code_hashing_id, kContext, master.data());
}

AuthKeys AuthKeys::load_or_create(const std::filesystem::path& data_dir) {
  ensure_sodium();
  const auto folder = data_dir / "auth";
  std::filesystem::create_directories(folder);
  const auto file = folder / "keys";
  if (!std::filesystem::exists(file)) create_key_file(file);
  Key master = parse_key(read_text(file), file);
  AuthKeys keys(master);
  sodium_memzero(master.data(), master.size());
  return keys;
}

}  // namespace karyana::auth

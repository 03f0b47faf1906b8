// Fuzzes validation and execution on the real schema and resolvers, with variables, as a
// signed-in customer over a real SQLite store (fuzz_store.hpp).
//
// Input: document, a 0 byte, the variables (JSON), a 0 byte, the operation name; the last two
// are optional. Variables that are not a JSON object are sent as {} (the HTTP layer refuses
// them earlier). "%USER%" in the document or the variables stands for the customer's user id.
// A crash is a finding, and so is an internal error (a resolver throwing anything but a
// FieldError), reported on stderr once per field.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <boost/json/parse.hpp>

#include "fuzz_store.hpp"

namespace {

using namespace karyana;

struct FuzzContext : api::ApiContext {
  using ApiContext::ApiContext;
  void on_internal_error(std::string_view field, std::string_view what) override {
    static std::set<std::string> reported;
    if (reported.insert(std::string(field)).second)
      std::fprintf(stderr, "internal error in %.*s: %.*s\n", int(field.size()), field.data(), int(what.size()),
                   what.data());
  }
};

std::string_view next_section(std::string_view& rest) {
  const std::size_t zero = rest.find('\0');
  const std::string_view section = rest.substr(0, zero);
  rest = zero == std::string_view::npos ? std::string_view() : rest.substr(zero + 1);
  return section;
}

void replace_all(std::string& s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto& store = fuzz::FuzzStore::get();
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  const std::string token = store.customer_token();
  const std::string user_id = store.auth->tokens.authenticate(token)->user_id;
  std::string document(next_section(rest));
  std::string variables_text(next_section(rest));
  replace_all(document, "%USER%", user_id);
  replace_all(variables_text, "%USER%", user_id);
  const std::string_view operation_name = next_section(rest);

  boost::json::object variables;
  boost::system::error_code ec;
  boost::json::value parsed = boost::json::parse(variables_text, ec);
  if (!ec && parsed.is_object()) variables = std::move(parsed.as_object());

  FuzzContext context(*store.services, "10.0.0.1", token, "");
  auto result = store.engine->run(document, variables, context,
                                  operation_name.empty() ? std::nullopt : std::optional<std::string>(operation_name));
  (void)result.to_json();
  return 0;
}

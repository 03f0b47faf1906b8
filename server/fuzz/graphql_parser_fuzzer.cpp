// Fuzzes the GraphQL parser as the engine calls it (graphql/engine.cpp: the token limit on):
// any text must either parse or throw SyntaxError, never crash, overflow or leak.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "graphql/engine.hpp"
#include "graphql/parser.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace karyana::graphql;
  static const Limits limits;  // the engine's defaults: the size is checked before parsing
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (text.size() > limits.max_document_bytes) return -1;  // refused unparsed by the engine
  try {
    Document document = parse(text, ParseOptions{limits.max_tokens});
    (void)document;
  } catch (const SyntaxError& e) {
    (void)e.loc;
  }
  return 0;
}

// Command-line face of our GraphQL validator and introspection, for the graphql-js
// conformance tests (conformance.test.mjs):
//   graphql_validate_cli validate <schema.graphql> <document.graphql>...
//     one JSON line per document: {"file":..., "valid":bool, "errors":[messages]}
//     (a syntax error makes the document invalid; its message is the only error)
//   graphql_validate_cli introspect <schema.graphql>  < query.graphql
//     the JSON response of running the query on stdin against the schema, no resolvers
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/parser.hpp"
#include "graphql/schema.hpp"
#include "graphql/validation.hpp"

namespace {

namespace json = boost::json;
using namespace karyana::graphql;

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  out = buffer.str();
  return true;
}

json::object verdict(const Schema& schema, const std::string& path) {
  json::array messages;
  std::string text;
  if (!read_file(path, text)) {
    messages.emplace_back("cannot read " + path);
  } else {
    try {
      Document document = parse(text);
      for (const auto& e : validate(schema, document)) messages.emplace_back(e.message);
    } catch (const SyntaxError& e) {
      messages.emplace_back(e.what());
    } catch (const std::exception& e) {
      messages.emplace_back(std::string("internal error: ") + e.what());
    }
  }
  json::object line;
  line["file"] = path;
  line["valid"] = messages.empty();
  line["errors"] = std::move(messages);
  return line;
}

int usage() {
  std::cerr << "usage: graphql_validate_cli validate <schema.graphql> <document.graphql>...\n"
               "       graphql_validate_cli introspect <schema.graphql> < query.graphql\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return usage();
  const std::string mode = argv[1];
  std::string sdl;
  if (!read_file(argv[2], sdl)) {
    std::cerr << "cannot read schema " << argv[2] << "\n";
    return 2;
  }
  std::shared_ptr<const Schema> schema;
  try {
    schema = Schema::from_sdl(sdl);
  } catch (const std::exception& e) {
    std::cerr << "schema error: " << e.what() << "\n";
    return 2;
  }

  if (mode == "validate") {
    for (int i = 3; i < argc; ++i) std::cout << json::serialize(verdict(*schema, argv[i])) << "\n";
    return 0;
  }
  if (mode == "introspect") {
    std::string query(std::istreambuf_iterator<char>(std::cin), {});
    // The introspection query is deep and long; the request limits are not under test.
    Limits limits;
    limits.max_document_bytes = 1 << 24;
    limits.max_tokens = 1 << 24;
    limits.max_depth = 1 << 16;
    limits.max_aliases = 1 << 16;
    limits.max_fields = 1 << 24;
    limits.max_directives = 1 << 16;
    Engine engine(schema, Resolvers{}, limits);
    Context context;
    std::cout << json::serialize(engine.run(query, {}, context).to_json()) << "\n";
    return 0;
  }
  return usage();
}

// FTS5 MATCH expressions evaluated in memory, for the PostgreSQL search rows (PostgreSQL has no
// FTS5). The grammar is the part search::plan_query emits and the engine's answers for it:
//
//   {title brand tags} : (("milk"* OR "doodh") AND ("nestle" OR "nestl"))
//
// a column filter, parentheses, AND, OR, "quoted phrases" with an optional * (the last token a
// prefix). A phrase is split by fts5_words as FTS5 splits it and matches consecutive tokens of
// one column; a phrase with no tokens matches nothing (as FTS5). Anything else is refused with
// std::invalid_argument, as SQLite refuses a syntax error.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::store::postgres {

// The indexed columns of one product, in products_fts's order.
inline constexpr std::string_view kFtsColumns[] = {"title", "brand", "tags", "short_description"};
inline constexpr std::size_t kFtsColumnCount = 4;

// A product's tokens, per column (kFtsColumns order).
using FtsDocument = std::array<std::vector<std::string>, kFtsColumnCount>;

class FtsQuery {
 public:
  struct Node;
  explicit FtsQuery(std::string_view expression);
  ~FtsQuery();
  FtsQuery(FtsQuery&&) noexcept;
  bool matches(const FtsDocument& doc) const;

 private:
  std::unique_ptr<Node> root_;
};

}  // namespace karyana::store::postgres

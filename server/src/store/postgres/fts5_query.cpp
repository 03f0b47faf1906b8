#include "store/postgres/fts5_query.hpp"

#include <algorithm>
#include <stdexcept>

#include "store/fts5_words.hpp"

namespace karyana::store::postgres {

struct FtsQuery::Node {
  enum class Kind { phrase, all, any } kind = Kind::phrase;
  std::vector<std::string> tokens;  // phrase
  bool prefix = false;              // phrase: the last token is a prefix
  unsigned columns = 0;             // phrase: a bit per kFtsColumns entry it may match in
  std::vector<std::unique_ptr<Node>> children;

  bool matches(const FtsDocument& doc) const {
    if (kind == Kind::all)
      return std::all_of(children.begin(), children.end(), [&](const auto& c) { return c->matches(doc); });
    if (kind == Kind::any)
      return std::any_of(children.begin(), children.end(), [&](const auto& c) { return c->matches(doc); });
    if (tokens.empty()) return false;
    for (std::size_t col = 0; col < kFtsColumnCount; ++col)
      if ((columns >> col & 1u) && in_column(doc[col])) return true;
    return false;
  }

  bool in_column(const std::vector<std::string>& words) const {
    if (words.size() < tokens.size()) return false;
    for (std::size_t at = 0; at + tokens.size() <= words.size(); ++at) {
      bool all = true;
      for (std::size_t i = 0; i < tokens.size() && all; ++i) {
        const bool last = i + 1 == tokens.size();
        all = prefix && last ? words[at + i].starts_with(tokens[i]) : words[at + i] == tokens[i];
      }
      if (all) return true;
    }
    return false;
  }
};

namespace {

using Node = FtsQuery::Node;

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  std::unique_ptr<Node> parse() {
    unsigned columns = (1u << kFtsColumnCount) - 1;
    skip_spaces();
    if (peek('{')) {
      ++at_;
      columns = 0;
      while (true) {
        skip_spaces();
        if (peek('}')) break;
        columns |= column_bit(bare_word());
      }
      ++at_;
      skip_spaces();
      expect(':');
    }
    auto root = or_expression(columns);
    skip_spaces();
    if (at_ != text_.size()) fail();
    return root;
  }

 private:
  std::unique_ptr<Node> or_expression(unsigned columns) {
    auto first = and_expression(columns);
    auto any = std::make_unique<Node>();
    any->kind = Node::Kind::any;
    any->children.push_back(std::move(first));
    while (keyword("OR")) any->children.push_back(and_expression(columns));
    return any->children.size() == 1 ? std::move(any->children.front()) : std::move(any);
  }

  std::unique_ptr<Node> and_expression(unsigned columns) {
    auto all = std::make_unique<Node>();
    all->kind = Node::Kind::all;
    all->children.push_back(primary(columns));
    while (keyword("AND")) all->children.push_back(primary(columns));
    return all->children.size() == 1 ? std::move(all->children.front()) : std::move(all);
  }

  std::unique_ptr<Node> primary(unsigned columns) {
    skip_spaces();
    if (peek('(')) {
      ++at_;
      auto inner = or_expression(columns);
      skip_spaces();
      expect(')');
      return inner;
    }
    if (!peek('"')) fail();
    ++at_;
    std::string phrase;
    while (true) {
      if (at_ >= text_.size()) fail();
      if (text_[at_] == '"') {
        if (at_ + 1 < text_.size() && text_[at_ + 1] == '"') {  // "" inside a string: one quote
          phrase += '"';
          at_ += 2;
          continue;
        }
        ++at_;
        break;
      }
      phrase += text_[at_++];
    }
    auto node = std::make_unique<Node>();
    node->tokens = fts5_words(phrase);
    node->columns = columns;
    skip_spaces();
    if (peek('*')) {
      node->prefix = true;
      ++at_;
    }
    return node;
  }

  bool keyword(std::string_view word) {
    skip_spaces();
    if (text_.substr(at_, word.size()) != word) return false;
    const std::size_t after = at_ + word.size();
    if (after < text_.size() && text_[after] != ' ' && text_[after] != '(' && text_[after] != '"') return false;
    at_ = after;
    return true;
  }

  std::string_view bare_word() {
    const std::size_t begin = at_;
    while (at_ < text_.size() && text_[at_] != ' ' && text_[at_] != '}') ++at_;
    if (at_ == begin) fail();
    return text_.substr(begin, at_ - begin);
  }

  static unsigned column_bit(std::string_view name) {
    for (std::size_t i = 0; i < kFtsColumnCount; ++i)
      if (kFtsColumns[i] == name) return 1u << i;
    throw std::invalid_argument("fts5: no such column: " + std::string(name));
  }

  bool peek(char ch) const { return at_ < text_.size() && text_[at_] == ch; }
  void expect(char ch) {
    if (!peek(ch)) fail();
    ++at_;
  }
  void skip_spaces() {
    while (at_ < text_.size() && text_[at_] == ' ') ++at_;
  }
  [[noreturn]] void fail() const {
    throw std::invalid_argument("fts5: syntax error near offset " + std::to_string(at_));
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace

FtsQuery::FtsQuery(std::string_view expression) : root_(Parser(expression).parse()) {}
FtsQuery::~FtsQuery() = default;
FtsQuery::FtsQuery(FtsQuery&&) noexcept = default;

bool FtsQuery::matches(const FtsDocument& doc) const { return root_->matches(doc); }

}  // namespace karyana::store::postgres

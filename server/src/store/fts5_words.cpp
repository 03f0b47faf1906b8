#include "store/fts5_words.hpp"

#include <sqlite3.h>

#include <stdexcept>

namespace karyana::store {

namespace {

// The FTS5 API of one in-memory connection for the process, kept open while tokenizers live.
// Creating a unicode61 tokenizer touches no connection, so threads may create theirs at once.
class Unicode61Module {
 public:
  Unicode61Module() {
    if (sqlite3_open_v2(":memory:", &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, nullptr) != SQLITE_OK)
      throw std::runtime_error("fts5_words: cannot open an in-memory SQLite database");
    fts5_api* api = nullptr;
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db_, "SELECT fts5(?1)", -1, &st, nullptr) == SQLITE_OK) {
      sqlite3_bind_pointer(st, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
      sqlite3_step(st);
    }
    sqlite3_finalize(st);
    if (!api || api->xFindTokenizer(api, "unicode61", &user_data_, &methods_) != SQLITE_OK)
      throw std::runtime_error("fts5_words: SQLite has no FTS5 unicode61 tokenizer");
  }
  ~Unicode61Module() { sqlite3_close(db_); }
  Unicode61Module(const Unicode61Module&) = delete;
  Unicode61Module& operator=(const Unicode61Module&) = delete;

  static Unicode61Module& shared() {
    static Unicode61Module module;
    return module;
  }

  const fts5_tokenizer& methods() const { return methods_; }
  void* user_data() const { return user_data_; }

 private:
  sqlite3* db_ = nullptr;
  void* user_data_ = nullptr;
  fts5_tokenizer methods_{};
};

// One unicode61 tokenizer with products_fts's options; it keeps a fold buffer, so each thread has its own.
class Unicode61 {
 public:
  Unicode61() : module_(Unicode61Module::shared()) {
    const char* options[] = {"remove_diacritics", "2"};  // products_fts's tokenize= (migration 0006)
    if (module_.methods().xCreate(module_.user_data(), options, 2, &tokenizer_) != SQLITE_OK)
      throw std::runtime_error("fts5_words: cannot create the unicode61 tokenizer");
  }
  ~Unicode61() {
    if (tokenizer_) module_.methods().xDelete(tokenizer_);
  }
  Unicode61(const Unicode61&) = delete;
  Unicode61& operator=(const Unicode61&) = delete;

  std::vector<Fts5Token> tokens(std::string_view text) {
    std::vector<Fts5Token> out;
    if (text.empty()) return out;
    module_.methods().xTokenize(tokenizer_, &out, FTS5_TOKENIZE_DOCUMENT, text.data(), static_cast<int>(text.size()),
                                [](void* context, int, const char* token, int size, int begin, int end) {
                                  static_cast<std::vector<Fts5Token>*>(context)->push_back(
                                      Fts5Token{std::string(token, static_cast<std::size_t>(size)),
                                                static_cast<std::size_t>(begin), static_cast<std::size_t>(end)});
                                  return SQLITE_OK;
                                });
    return out;
  }

 private:
  Unicode61Module& module_;
  Fts5Tokenizer* tokenizer_ = nullptr;
};

}  // namespace

std::vector<Fts5Token> fts5_tokens(std::string_view text) {
  thread_local Unicode61 tokenizer;
  return tokenizer.tokens(text);
}

std::vector<std::string> fts5_words(std::string_view text) {
  std::vector<std::string> out;
  for (auto& t : fts5_tokens(text)) out.push_back(std::move(t.word));
  return out;
}

}  // namespace karyana::store

#include "store/fts5_words.hpp"

#include <sqlite3.h>

#include <mutex>
#include <stdexcept>

namespace karyana::store {

namespace {

// One unicode61 tokenizer for the process; a tokenizer keeps a fold buffer, so calls take turns.
class Unicode61 {
 public:
  Unicode61() {
    if (sqlite3_open_v2(":memory:", &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
      throw std::runtime_error("fts5_words: cannot open an in-memory SQLite database");
    fts5_api* api = nullptr;
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db_, "SELECT fts5(?1)", -1, &st, nullptr) == SQLITE_OK) {
      sqlite3_bind_pointer(st, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
      sqlite3_step(st);
    }
    sqlite3_finalize(st);
    void* user_data = nullptr;
    if (!api || api->xFindTokenizer(api, "unicode61", &user_data, &methods_) != SQLITE_OK)
      throw std::runtime_error("fts5_words: SQLite has no FTS5 unicode61 tokenizer");
    const char* options[] = {"remove_diacritics", "2"};  // products_fts's tokenize= (migration 0006)
    if (methods_.xCreate(user_data, options, 2, &tokenizer_) != SQLITE_OK)
      throw std::runtime_error("fts5_words: cannot create the unicode61 tokenizer");
  }
  ~Unicode61() {
    if (tokenizer_) methods_.xDelete(tokenizer_);
    sqlite3_close(db_);
  }
  Unicode61(const Unicode61&) = delete;
  Unicode61& operator=(const Unicode61&) = delete;

  std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    if (text.empty()) return out;
    std::lock_guard lock(mutex_);
    methods_.xTokenize(tokenizer_, &out, FTS5_TOKENIZE_DOCUMENT, text.data(), static_cast<int>(text.size()),
                       [](void* context, int, const char* token, int size, int, int) {
                         static_cast<std::vector<std::string>*>(context)->emplace_back(token, size);
                         return SQLITE_OK;
                       });
    return out;
  }

 private:
  sqlite3* db_ = nullptr;
  fts5_tokenizer methods_{};
  Fts5Tokenizer* tokenizer_ = nullptr;
  std::mutex mutex_;
};

}  // namespace

std::vector<std::string> fts5_words(std::string_view text) {
  static Unicode61 tokenizer;
  return tokenizer.words(text);
}

}  // namespace karyana::store

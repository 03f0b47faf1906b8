// Words, spelling folds and typo distances: the pieces the matching stands on.
#include "search/text.hpp"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <memory>

#include "search/vocabulary.hpp"

namespace karyana::search {
namespace {

TEST(Text, SplitsLikeTheIndexTokenizer) {
  auto tokens = tokenize("Lay's  Masala-Chips (150 g)");
  ASSERT_EQ(tokens.size(), 6u);
  EXPECT_EQ(tokens[0].word, "lay");
  EXPECT_EQ(tokens[1].word, "s");
  EXPECT_EQ(tokens[2].word, "masala");
  EXPECT_EQ(tokens[3].word, "chips");
  EXPECT_EQ(tokens[4].word, "150");
  // Byte ranges point into the original text (for highlighting).
  EXPECT_EQ(std::string("Lay's  Masala-Chips (150 g)").substr(tokens[2].begin, tokens[2].end - tokens[2].begin),
            "Masala");
  EXPECT_EQ(normalized("  NESTLÉ  Milkpak!! "), "nestle milkpak");
  EXPECT_EQ(normalized("Café — crème"), "cafe creme");
  EXPECT_TRUE(words("... !!! ").empty());
}

// The characters where search/'s own splitter once differed from the index (issue 20): Urdu comma
// and full stop, combining marks, Greek capitals, the micro sign. Each text is put in a real FTS5
// table made like products_fts (migration 0006); the words its fts5vocab holds at each position
// are the words search::tokenize gives, and the byte ranges cut those words out of the text.
TEST(Text, SplitsUrduGreekAndCombiningMarksAsTheIndexDoes) {
  const std::vector<std::string> texts = {
      "Doodh دودھ۔چاول Pack",         // Urdu full stop U+06D4 between two words
      "چاول،باسمتی",                  // Urdu comma U+060C
      "شِکر",                          // a combining mark (kasra U+0650) inside a word
      "ΑΒΓ Ωmega ΣΟΦΙΑ",              // Greek capitals
      "xµy 5µg",                      // micro sign U+00B5
      "Crème Brûlée — Lay's (150 g)"  // accents, a dash, an apostrophe
  };
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(":memory:", &raw), SQLITE_OK);
  std::unique_ptr<sqlite3, decltype(&sqlite3_close)> db(raw, sqlite3_close);
  ASSERT_EQ(sqlite3_exec(raw,
                         "CREATE VIRTUAL TABLE t USING fts5(title, tokenize='unicode61 remove_diacritics 2');"
                         "CREATE VIRTUAL TABLE v USING fts5vocab(t, instance);",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  for (std::size_t i = 0; i < texts.size(); ++i) {
    sqlite3_stmt* st = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(raw, "INSERT INTO t(rowid, title) VALUES (?1, ?2)", -1, &st, nullptr), SQLITE_OK);
    sqlite3_bind_int64(st, 1, static_cast<sqlite3_int64>(i) + 1);
    sqlite3_bind_text(st, 2, texts[i].data(), static_cast<int>(texts[i].size()), SQLITE_STATIC);
    EXPECT_EQ(sqlite3_step(st), SQLITE_DONE);
    sqlite3_finalize(st);
  }
  std::vector<std::vector<std::string>> indexed(texts.size());
  sqlite3_stmt* st = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(raw, "SELECT doc, term FROM v ORDER BY doc, offset", -1, &st, nullptr), SQLITE_OK);
  while (sqlite3_step(st) == SQLITE_ROW)
    indexed[static_cast<std::size_t>(sqlite3_column_int64(st, 0)) - 1].emplace_back(
        reinterpret_cast<const char*>(sqlite3_column_text(st, 1)));
  sqlite3_finalize(st);

  for (std::size_t i = 0; i < texts.size(); ++i) {
    SCOPED_TRACE(texts[i]);
    EXPECT_EQ(words(texts[i]), indexed[i]);
    for (const auto& token : tokenize(texts[i])) {
      ASSERT_LE(token.begin, token.end);
      ASSERT_LE(token.end, texts[i].size());
      EXPECT_EQ(normalized(texts[i].substr(token.begin, token.end - token.begin)), token.word);
    }
  }
  // What the index makes of them, spelled out.
  EXPECT_EQ(words(texts[0]), (std::vector<std::string>{"doodh", "دودھ", "چاول", "pack"}));
  EXPECT_EQ(words(texts[1]), (std::vector<std::string>{"چاول", "باسمتی"}));
  EXPECT_EQ(words(texts[2]), (std::vector<std::string>{"ش", "کر"}));
  EXPECT_EQ(words(texts[3]), (std::vector<std::string>{"αβγ", "ωmega", "σοφια"}));
  const auto urdu = tokenize(texts[0]);
  ASSERT_EQ(urdu.size(), 4u);
  EXPECT_EQ(texts[0].substr(urdu[2].begin, urdu[2].end - urdu[2].begin), "چاول");
}

TEST(Text, PhoneticKeyFoldsRomanUrduSpellings) {
  EXPECT_EQ(phonetic_key("chaawal"), phonetic_key("chawal"));
  EXPECT_EQ(phonetic_key("doodh"), phonetic_key("dudh"));
  EXPECT_EQ(phonetic_key("aata"), phonetic_key("atta"));
  EXPECT_EQ(phonetic_key("daal"), phonetic_key("dal"));
  EXPECT_EQ(phonetic_key("cheeni"), phonetic_key("chini"));
  EXPECT_NE(phonetic_key("milk"), phonetic_key("silk"));
  EXPECT_NE(phonetic_key("basmati"), phonetic_key("basmti"));  // that one is a typo, not a spelling
}

TEST(Text, EditDistanceCountsTyposUpToTheBound) {
  EXPECT_EQ(edit_distance("basmti", "basmati", 2), 1);  // a missing letter
  EXPECT_EQ(edit_distance("mlik", "milk", 2), 1);       // swapped letters
  EXPECT_EQ(edit_distance("nestle", "nestel", 2), 1);
  EXPECT_EQ(edit_distance("ketchup", "ketchup", 2), 0);
  EXPECT_EQ(edit_distance("cat", "dog", 1), 2);  // bound + 1 when further
  EXPECT_EQ(edit_distance("a", "abcdef", 2), 3);
  EXPECT_EQ(allowed_typos(3), 0);
  EXPECT_EQ(allowed_typos(4), 1);
  EXPECT_EQ(allowed_typos(8), 2);
}

TEST(Vocabulary, FindsCompletionsSpellingsSynonymsAndTypos) {
  Vocabulary v({{"rice", 30}, {"basmati", 4}, {"milk", 20}, {"milkpak", 3}, {"atta", 6}, {"yogurt", 5}, {"dahi", 3}},
               {{"chawal", "rice"}, {"dahi", "yogurt"}});
  ASSERT_NE(v.find("milk"), kNoTerm);
  EXPECT_EQ(v.find("mil"), kNoTerm);
  auto [first, last] = v.prefix_range("mil");
  EXPECT_EQ(last - first, 2u);  // milk, milkpak
  auto alikes = v.sound_alikes("aata");
  ASSERT_EQ(alikes.size(), 1u);
  EXPECT_EQ(v.term(alikes[0]), "atta");
  // Synonyms work both ways and through other spellings of the word.
  ASSERT_EQ(v.synonyms("chaawal").size(), 1u);
  EXPECT_EQ(v.term(v.synonyms("chaawal")[0]), "rice");
  EXPECT_EQ(v.term(v.synonyms("yogurt")[0]), "dahi");
  auto fixed = v.corrections("basmti", false, 5);
  ASSERT_FALSE(fixed.empty());
  EXPECT_EQ(v.term(fixed[0]), "basmati");
  // A misspelt Roman-Urdu word reaches the English term.
  auto via_synonym = v.corrections("chawl", false, 5);
  ASSERT_EQ(via_synonym.size(), 1u);
  EXPECT_EQ(v.term(via_synonym[0]), "rice");
  // While typing, a typo in the first letters of a longer word.
  auto typing = v.corrections("basmt", true, 5);
  ASSERT_FALSE(typing.empty());
  EXPECT_EQ(v.term(typing[0]), "basmati");
  EXPECT_TRUE(v.corrections("xyz", false, 5).empty());  // too short for a typo
}

}  // namespace
}  // namespace karyana::search

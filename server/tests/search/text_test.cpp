// Words, spelling folds and typo distances: the pieces the matching stands on.
#include "search/text.hpp"

#include <gtest/gtest.h>

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

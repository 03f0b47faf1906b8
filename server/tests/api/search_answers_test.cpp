// The search route's answer cache (api/rest/search_answers.hpp): kept by body under one
// catalogue version, dropped when the version moves, bounded in entries and bytes.
#include "api/rest/search_answers.hpp"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

namespace karyana::api {
namespace {

std::string answer_of(const std::shared_ptr<const std::string>& kept) { return kept ? *kept : "(none)"; }

TEST(SearchAnswers, KeepsAnAnswerByBodyUnderItsVersion) {
  SearchAnswers answers;
  EXPECT_EQ(answers.find(1, R"({"requests":[]})"), nullptr);
  answers.remember(1, R"({"requests":[1]})", "one");
  answers.remember(1, R"({"requests":[2]})", "two");
  EXPECT_EQ(answer_of(answers.find(1, R"({"requests":[1]})")), "one");
  EXPECT_EQ(answer_of(answers.find(1, R"({"requests":[2]})")), "two");
  EXPECT_EQ(answers.find(1, R"({"requests":[3]})"), nullptr);
  EXPECT_EQ(answers.find(1, R"({"requests": [1]})"), nullptr) << "other bytes, another key";
  EXPECT_EQ(answers.entries(), 2u);
}

TEST(SearchAnswers, ANewerVersionDropsEverything) {
  SearchAnswers answers;
  answers.remember(1, "a", "old answer");
  EXPECT_EQ(answers.find(2, "a"), nullptr);
  EXPECT_EQ(answers.entries(), 0u);
  EXPECT_EQ(answers.bytes(), 0u);
  EXPECT_EQ(answers.find(1, "a"), nullptr) << "an older version never brings the old answers back";
  answers.remember(2, "a", "new answer");
  EXPECT_EQ(answer_of(answers.find(2, "a")), "new answer");
}

TEST(SearchAnswers, AnAnswerFromAnOlderVersionIsNotKept) {
  SearchAnswers answers;
  answers.remember(5, "a", "current");
  // Computed from data read before the catalogue moved to 5: it may show the old stock.
  answers.remember(4, "b", "stale");
  EXPECT_EQ(answers.find(5, "b"), nullptr);
  EXPECT_EQ(answers.find(4, "b"), nullptr);
  EXPECT_EQ(answer_of(answers.find(5, "a")), "current");
}

TEST(SearchAnswers, RememberingUnderANewerVersionStartsAfresh) {
  SearchAnswers answers;
  answers.remember(1, "a", "A1");
  answers.remember(2, "b", "B2");
  EXPECT_EQ(answers.entries(), 1u);
  EXPECT_EQ(answers.find(2, "a"), nullptr);
  EXPECT_EQ(answer_of(answers.find(2, "b")), "B2");
}

TEST(SearchAnswers, TheFirstAnswerKeptWins) {
  SearchAnswers answers;
  answers.remember(1, "a", "first");
  answers.remember(1, "a", "second");
  EXPECT_EQ(answer_of(answers.find(1, "a")), "first");
  EXPECT_EQ(answers.entries(), 1u);
}

TEST(SearchAnswers, BoundedInEntriesLeastRecentlyUsedFirst) {
  SearchAnswers answers({.max_entries = 3});
  answers.remember(1, "a", "A");
  answers.remember(1, "b", "B");
  answers.remember(1, "c", "C");
  ASSERT_NE(answers.find(1, "a"), nullptr);  // a is now the most recently used
  answers.remember(1, "d", "D");             // b goes
  EXPECT_EQ(answers.entries(), 3u);
  EXPECT_EQ(answers.find(1, "b"), nullptr);
  EXPECT_EQ(answer_of(answers.find(1, "a")), "A");
  EXPECT_EQ(answer_of(answers.find(1, "c")), "C");
  EXPECT_EQ(answer_of(answers.find(1, "d")), "D");
}

TEST(SearchAnswers, BoundedInBytes) {
  SearchAnswers answers({.max_entries = 100, .max_bytes = 30});
  answers.remember(1, "k1", std::string(10, 'x'));  // 12 bytes
  answers.remember(1, "k2", std::string(10, 'y'));  // 24
  EXPECT_EQ(answers.bytes(), 24u);
  answers.remember(1, "k3", std::string(10, 'z'));  // 36 > 30: k1 goes
  EXPECT_EQ(answers.bytes(), 24u);
  EXPECT_EQ(answers.find(1, "k1"), nullptr);
  EXPECT_NE(answers.find(1, "k2"), nullptr);
  EXPECT_NE(answers.find(1, "k3"), nullptr);
  answers.remember(1, "big", std::string(40, 'b'));  // larger than the whole budget: not kept
  EXPECT_EQ(answers.find(1, "big"), nullptr);
  EXPECT_EQ(answers.entries(), 2u);
}

TEST(SearchAnswers, LargeBodiesAndAnswersAreNotKept) {
  SearchAnswers answers({.max_entries = 10, .max_bytes = 1000, .max_key_bytes = 8, .max_answer_bytes = 16});
  answers.remember(1, "123456789", "short");
  answers.remember(1, "short", std::string(17, 'x'));
  answers.remember(1, "12345678", std::string(16, 'x'));
  EXPECT_EQ(answers.find(1, "123456789"), nullptr);
  EXPECT_EQ(answers.find(1, "short"), nullptr);
  EXPECT_NE(answers.find(1, "12345678"), nullptr);
}

TEST(SearchAnswers, AKeptAnswerOutlivesItsEviction) {
  SearchAnswers answers({.max_entries = 1});
  answers.remember(1, "a", "A");
  auto held = answers.find(1, "a");
  answers.remember(1, "b", "B");  // a is evicted while a response still sends it
  EXPECT_EQ(answers.find(1, "a"), nullptr);
  EXPECT_EQ(answer_of(held), "A");
}

TEST(SearchAnswers, ThreadsSharingItSeeOnlyTheirVersionsAnswers) {
  SearchAnswers answers({.max_entries = 16});
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&answers, t] {
      for (std::uint64_t v = 1; v <= 200; ++v) {
        const std::string key = "q" + std::to_string(v % 5);
        if (auto kept = answers.find(v, key)) {
          EXPECT_EQ(*kept, key + "@" + std::to_string(v));
        } else {
          answers.remember(v, key, key + "@" + std::to_string(v));
        }
        if (t % 2) answers.find(v + 1, key);  // another reader already sees the next version
      }
    });
  for (auto& thread : threads) thread.join();
  EXPECT_LE(answers.entries(), 16u);
}

}  // namespace
}  // namespace karyana::api

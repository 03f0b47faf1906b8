// Array.prototype.sort as V8 runs it on short arrays (TimSort: one natural run, then
// binary insertion). graphql-js sorts suggested types with a comparator that is not
// transitive, so only the same algorithm gives the same order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace karyana::graphql::validation {

// `compare(a, b)` < 0 puts a first, as in JavaScript.
template <typename T, typename Compare>
void js_sort(std::vector<T>& items, Compare compare) {
  const std::size_t n = items.size();
  if (n < 2) return;
  // V8 CountAndMakeRun: the longest ascending or strictly descending prefix.
  std::size_t run = 2;
  const bool descending = compare(items[1], items[0]) < 0;
  for (std::size_t i = 2; i < n; ++i) {
    int order = compare(items[i], items[i - 1]);
    if (descending ? order >= 0 : order < 0) break;
    ++run;
  }
  if (descending) std::reverse(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(run));
  // V8 BinaryInsertionSort of the rest (arrays under 64 items are one forced run; longer
  // ones never occur here: they would be suggestions for one field name).
  for (std::size_t start = run; start < n; ++start) {
    T pivot = items[start];
    std::size_t left = 0, right = start;
    while (left < right) {
      std::size_t mid = left + ((right - left) >> 1);
      if (compare(pivot, items[mid]) < 0)
        right = mid;
      else
        left = mid + 1;
    }
    for (std::size_t p = start; p > left; --p) items[p] = items[p - 1];
    items[left] = pivot;
  }
}

}  // namespace karyana::graphql::validation

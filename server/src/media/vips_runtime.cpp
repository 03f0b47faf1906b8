#include "media/vips_runtime.hpp"

#include <mutex>
#include <stdexcept>
#include <vips/vips8>

namespace karyana::media {

void ensure_vips_started() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (VIPS_INIT("karyana")) throw std::runtime_error("libvips failed to start");
    // We parallelise across images ourselves; one vips worker per pipeline avoids
    // oversubscribing small machines. The operation cache only grows for our workload.
    vips_concurrency_set(1);
    vips_cache_set_max(0);
  });
}

}  // namespace karyana::media

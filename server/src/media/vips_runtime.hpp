// Starts libvips once per process (safe to call from any thread, any number of times).
#pragma once

namespace karyana::media {

void ensure_vips_started();

}  // namespace karyana::media

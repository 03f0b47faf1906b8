// The Link header that asks for a picture with the HTML (issue 19): the home page's largest content
// is the slider's first picture, and the browser otherwise learns its address only once the app has
// started and asked for the page's settings. With `Link: <…>; rel=preload; as=image` on the HTML
// answer it loads beside the JavaScript from the first byte. The URLs come from staff-edited data:
// one that could break the header (or smuggle another link into it) gives no header at all.
#pragma once

#include <string>
#include <string_view>

namespace karyana::http {

// `<img>; rel=preload; as=image; imagesrcset="thumb W/2w, img Ww"; imagesizes="sizes"; fetchpriority=high`
// — the web's preloadFirstSlide and bannerSrcSet (web/src/features/catalogue/home/): the half
// width rounded like Math.round — or, without a thumb (or thumb == img),
// `<img>; rel=preload; as=image; fetchpriority=high`. "" when img is empty, width is not positive,
// a URL holds whitespace, a control or non-ASCII byte or one of < > " , \, or the sizes a control
// or non-ASCII byte, " or \.
std::string image_preload_link(std::string_view img, std::string_view thumb, int width, std::string_view sizes);

// Whether `url` may stand inside <…> or a quoted srcset of a Link header (see above).
bool safe_link_url(std::string_view url);

}  // namespace karyana::http

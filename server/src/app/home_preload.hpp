// The home page's first slide asked for with its HTML (issue 19): the answer to "/" carries a Link
// preload header naming the slider's first picture, built as the web's preloadFirstSlide builds its
// <link> (web/src/features/catalogue/home/preloadHome.ts: same URLs, srcset and sizes), so Chromium
// downloads it once, beside the JavaScript, instead of after the app has asked for the page settings.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "http/security_headers.hpp"
#include "store/records.hpp"
#include "store/stores.hpp"

namespace karyana::app {

// The web's slider key (homeSettings.ts BANNER_KEYS.slider) and its slide's sizes (BannerLink.tsx SLIDE_SIZES).
inline constexpr std::string_view kSliderKey = "top-slider";
inline constexpr std::string_view kSlideSizes = "(max-width: 1280px) 100vw, 1232px";

// The Link value for the home page settings' slider as the store front shows it: the first
// published banner slot keyed 'top-slider', its first item with a picture, the group's width (1200
// when unset, as bannerByKey). "" when there is no such slide or a URL is unsafe (http/preload_link.hpp).
std::string first_slide_link(const store::PageSettings& home);

// The hook of http::ServerConfig::home_page_headers: the Link header for the home page settings 'home',
// read once per catalogue version (store/catalogue_version.hpp), not per request. `stores` must
// outlive it; safe to call from several threads.
std::function<http::HeaderList()> home_preload_headers(store::Stores& stores);

}  // namespace karyana::app

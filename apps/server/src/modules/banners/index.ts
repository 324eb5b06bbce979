// The banners module's public entry: what other modules import from it, and nothing else.
export { liveBanners, nextLiveBannerChange } from './service';

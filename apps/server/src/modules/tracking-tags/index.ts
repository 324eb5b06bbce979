// The tracking-tags module's public entry: what other modules import from it, and nothing else.
export { saveTrackingTags } from './service';

// The settings area's public entry: what other modules may import from it.
export { registerSettingsSummary } from './summaries';

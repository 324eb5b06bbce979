// The languages module's public entry: what other modules import from it, and nothing else.
export { pageLanguageOf, storefrontLanguages } from './service';
export { languagesSettingsSummary } from './settings-summary';

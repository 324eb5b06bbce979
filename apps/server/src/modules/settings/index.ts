// The settings area's public entry: what other modules may import from it.
export { configTypes, joinMulti, readConfigEntries, splitMulti, writeConfigEntries } from './config-entries';
export { currencyOf } from './currency';
export { listTextOverrides } from './queries';
export { shopDescription } from './service';
export { readSocialLinks } from './social-links';
export { registerSettingsSummary } from './summaries';
export { hideSecrets, secretsToWrite } from './write-only-secrets';

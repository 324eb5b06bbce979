// The settings area's public entry: what other modules may import from it.
export { configTypes, joinMulti, readConfigEntries, splitMulti, writeConfigEntries } from './config-entries';
export { currencyOf } from './currency';
export { listTextOverrides } from './queries';
export { enabledModules, shopConfigOf, shopDescription } from './service';
export { footerSocialLinks, readSocialLinks } from './social-links';
export { registerSettingsSummary } from './summaries';
export { hideSecrets, secretsToWrite } from './write-only-secrets';

// The languages module's public entry: what other modules import from it, and nothing else.
export { chosenLanguageOf, storefrontLanguages } from './service';

// The reach module's public entry: what other modules import from it, and nothing else.
export { icoOf, shopFaviconFile } from './favicon';
export { storefrontPageHead } from './page-heads';
export { alternatesOf, asSentence, shopHead, translationIn, translationOfSlug } from './shop-head';

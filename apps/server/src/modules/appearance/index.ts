// The appearance module's public entry: what other modules import from it, and nothing else.

export { themeHeadOf } from './theme-head';
export { storefrontTheme } from './themes';

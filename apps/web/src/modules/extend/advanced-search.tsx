// SPEC §2 /extend/advanced-search: registered by this file's name (modules/extend-pages.ts).
export { default } from '../../storefront/pages/search/AdvancedSearchPage';

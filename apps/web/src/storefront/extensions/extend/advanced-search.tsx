// SPEC §2 /extend/advanced-search: registered by this file's name (modules/extend-pages.ts).
export { default } from '../../pages/search/AdvancedSearchPage';

// The meta-templates module's public entry: what other modules import from it, and nothing else.
export { metaFor, shopTitleTemplates } from './service';

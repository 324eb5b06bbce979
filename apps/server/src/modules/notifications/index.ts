// The notifications module's public entry: what other modules import from it, and nothing else.
export { enqueueEmail, tidySentences } from './outbox';

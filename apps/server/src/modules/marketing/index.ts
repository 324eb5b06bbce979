// The marketing module's public entry: what other modules import from it, and nothing else.
export { requestDealsSignUp } from './newsletter';
export { unsubscribeLinksOf } from './unsubscribe';

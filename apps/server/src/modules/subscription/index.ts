// The subscription module's public entry: what other modules import from it, and nothing else.
export { setPlanByOperator, startTrial } from './operator';

// The operator area's public entry: the guard other platform-wide routes share.
export { operatorRoute } from './guard';

// The files module's public entry: what other modules import from it, and nothing else.
export { fileLimits } from './limits';
export { refuseOverFileSpace } from './service';

// The backup module's public entry: what other modules import from it, and nothing else.
export { dataDir, picturesDirOf } from './store';

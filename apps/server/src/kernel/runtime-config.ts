import { storageRootOf } from '@emporia/db/storage';
import { readConfig, type ServerConfig } from '../config';

/**
 * The configuration of the app being built, for areas that need a setting at
 * use time (where files live, say). buildApp sets it; test files each build
 * their own app in their own module scope.
 */
let current: ServerConfig | undefined;

export function setRuntimeConfig(config: ServerConfig): void {
  current = config;
}

export function runtimeConfig(): ServerConfig | undefined {
  return current;
}

/** Where shops' stored files live: DATA_DIR/storage (pictures, the file manager's files). */
export function storageRoot(): string {
  return storageRootOf((runtimeConfig() ?? readConfig()).DATA_DIR);
}

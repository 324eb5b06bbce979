import type { ServerConfig } from '../config';

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

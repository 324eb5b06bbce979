// The apps module's public entry: what other modules import from it, and nothing else.
export type { AppRow } from './queries';
export {
  type AppListing,
  previousSecretHours,
  previousSecretLive,
  registerApp,
  rotateAppSecret,
  updateApp,
} from './registration';

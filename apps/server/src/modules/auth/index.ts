// The auth module's public entry: what other modules import from it, and nothing else.
export { accountTokenLifetimes, issueAccountToken } from './account-tokens';
export { adminPasswordLink } from './admin-service';
export { type CartHandoff, cartHandoffs, handOffCart } from './cart-handoff';
export { clientOf } from './client';
export { type Client, sendCustomerPasswordReset } from './customer-service';
export { isLegacyPasswordHash, legacyPasswordHash } from './legacy-passwords';
export { shopOriginOf } from './links';
export { hashPassword, passwordMatches } from './passwords';
export {
  findAdminById,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  newCustomerValues,
} from './queries';
export { newTotpSecret, totpMatches, totpUri } from './totp';

// The customers module's public entry: what other modules import from it, and nothing else.
export {
  destinationOf,
  resolveRegion,
  resolveSavedAddress,
  resolveTypedAddress,
  type ShippingAddress,
} from './addresses';
export { getCustomerGroup } from './groups';
export { CustomerRowProblem, keepImportedCustomer } from './imported-customers';
export { findProfile } from './profile-queries';

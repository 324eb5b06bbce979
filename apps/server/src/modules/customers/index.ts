// The customers area's public entry: keeping customers brought from another platform (importer).
export { CustomerRowProblem, keepImportedCustomer } from './imported-customers';

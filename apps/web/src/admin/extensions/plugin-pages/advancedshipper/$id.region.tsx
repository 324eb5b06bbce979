import { Navigate } from 'react-router';

/** plugin/advancedshipper/{id}/region (SPEC §2: list, create, {rid} below it): the method's regions. */
export default function ShippingRegionsPage() {
  return <Navigate to="list" replace />;
}

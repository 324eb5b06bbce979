import { useOrderStatuses } from './api/order-statuses';

/** The shop's order statuses as the options of a status select (filter, bulk change, order page). */
export function OrderStatusOptions() {
  const statuses = useOrderStatuses();
  return (
    <>
      {(statuses.data ?? []).map((status) => (
        <option key={status.id} value={status.id}>
          {status.name}
        </option>
      ))}
    </>
  );
}

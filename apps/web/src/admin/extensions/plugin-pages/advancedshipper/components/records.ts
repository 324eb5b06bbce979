import type { AdminRecord } from '../../../../../app/route-meta';

/** What the method pages call a wrong id, and the list they lead back to (admin/access/RecordGate). */
export const shippingMethodRecord: AdminRecord = {
  noun: 'shipping method',
  list: 'plugin/advancedshipper/list',
  listLabel: 'Shipping Methods',
};

import type { ShippingBox, ShippingBoxInput } from '@emporia/contracts/shipping-plugins';
import { recordApi } from '../../../../records/record-api';

/**
 * …/shippingboxmanager/boxes: the shop's box sizes. Deleting a box sends the
 * products tied to it back to any box that fits.
 */
export const boxesApi = recordApi<ShippingBox, ShippingBoxInput>(
  ['admin', 'plugin', 'shippingboxmanager', 'boxes'],
  '/api/v1/admin/plugin/shippingboxmanager/boxes',
);

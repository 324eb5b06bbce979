import { useShopConfig } from '../../../../../app/shop-config';

/** Where the Advanced Shipper pages live: {admin path}/plugin/advancedshipper. */
export function useAdvancedShipperPath(): string {
  return `${useShopConfig().adminPath}/plugin/advancedshipper`;
}

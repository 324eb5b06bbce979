import type { UpsSettings } from '@emporia/contracts/shipping-settings';
import type { Parcel, ShippingAddress } from '../carrier';
import { lengthIn, lengthUnitOf, weightIn, weightUnitOf } from '../units';

/** Rating API version and request option ("Shop" rates every service available for the shipment). */
export const upsRatingPath = '/api/rating/v2409/Shop';

const upsAddress = (address: ShippingAddress) => ({
  AddressLine: [] as string[],
  ...(address.city ? { City: address.city } : {}),
  ...(address.zoneCode ? { StateProvinceCode: address.zoneCode } : {}),
  PostalCode: address.postcode ?? '',
  CountryCode: address.countryCode,
});

/** The RateRequest body: one Package per parcel, in the panel's weight and length units. */
export function buildUpsRateRequest(
  settings: UpsSettings,
  packages: readonly Parcel[],
  origin: ShippingAddress,
  destination: ShippingAddress,
  shopName: string,
) {
  const weightUnit = weightUnitOf(settings.module_shipping_ups_weight_unit);
  const lengthUnit = lengthUnitOf(settings.module_shipping_ups_unit_of_measurement);
  const shipper = { Name: shopName, Address: upsAddress(origin) };
  return {
    RateRequest: {
      Request: { RequestOption: 'Shop', TransactionReference: { CustomerContext: 'Emporia shipping quote' } },
      Shipment: {
        Shipper: { ...shipper, ShipperNumber: settings.module_shipping_ups_access_license_number },
        ShipTo: {
          Name: 'Customer',
          Address: { ...upsAddress(destination), ResidentialAddressIndicator: 'Y' },
        },
        ShipFrom: shipper,
        ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
        NumOfPieces: String(packages.length),
        Package: packages.map((parcel) => ({
          PackagingType: { Code: '02', Description: 'Package' },
          ...(parcel.lengthMm > 0 && parcel.widthMm > 0 && parcel.heightMm > 0
            ? {
                Dimensions: {
                  UnitOfMeasurement: { Code: settings.module_shipping_ups_unit_of_measurement },
                  Length: String(lengthIn(parcel.lengthMm, lengthUnit)),
                  Width: String(lengthIn(parcel.widthMm, lengthUnit)),
                  Height: String(lengthIn(parcel.heightMm, lengthUnit)),
                },
              }
            : {}),
          PackageWeight: {
            UnitOfMeasurement: { Code: settings.module_shipping_ups_weight_unit },
            Weight: String(weightIn(parcel.weightGrams, weightUnit)),
          },
        })),
      },
    },
  };
}

import type { FedexSettings } from '@emporia/contracts/shipping-settings';
import type { Parcel, ShippingAddress } from '../carrier';
import { lengthIn, weightIn, weightUnitOf } from '../units';

export const fedexTokenPath = '/oauth/token';
export const fedexRatePath = '/rate/v1/rates/quotes';

const fedexAddress = (address: ShippingAddress) => ({
  ...(address.city ? { city: address.city } : {}),
  ...(address.zoneCode ? { stateOrProvinceCode: address.zoneCode } : {}),
  postalCode: address.postcode ?? '',
  countryCode: address.countryCode,
});

/** Which rate types to ask for (ACCOUNT, LIST or both). */
export const rateRequestTypesOf = (setting: string) =>
  setting === 'ACCOUNT_LIST' ? ['ACCOUNT', 'LIST'] : [setting];

/** The Rate API v1 body: one requested package line item per parcel; lb go with inches, kg with cm. */
export function buildFedexRateRequest(
  settings: FedexSettings,
  packages: readonly Parcel[],
  origin: ShippingAddress,
  destination: ShippingAddress,
) {
  const weightUnit = weightUnitOf(settings.module_shipping_fedex_weight_unit);
  const lengthUnit = weightUnit === 'kg' ? 'cm' : 'in';
  return {
    accountNumber: { value: settings.module_shipping_fedex_account_number },
    rateRequestControlParameters: { returnTransitTimes: false },
    requestedShipment: {
      shipper: { address: fedexAddress(origin) },
      recipient: { address: { ...fedexAddress(destination), residential: true } },
      pickupType: settings.module_shipping_fedex_pickup_type,
      packagingType: settings.module_shipping_fedex_packaging_type,
      rateRequestType: rateRequestTypesOf(settings.module_shipping_fedex_rate_request),
      ...(settings.module_shipping_fedex_saturday_delivery === '1'
        ? { shipmentSpecialServices: { specialServiceTypes: ['SATURDAY_DELIVERY'] } }
        : {}),
      totalPackageCount: packages.length,
      requestedPackageLineItems: packages.map((parcel) => ({
        weight: { units: weightUnit === 'kg' ? 'KG' : 'LB', value: weightIn(parcel.weightGrams, weightUnit) },
        ...(parcel.lengthMm > 0 && parcel.widthMm > 0 && parcel.heightMm > 0
          ? {
              dimensions: {
                length: lengthIn(parcel.lengthMm, lengthUnit),
                width: lengthIn(parcel.widthMm, lengthUnit),
                height: lengthIn(parcel.heightMm, lengthUnit),
                units: lengthUnit === 'cm' ? 'CM' : 'IN',
              },
            }
          : {}),
        ...(settings.module_shipping_fedex_signature === '1'
          ? {
              packageSpecialServices: {
                specialServiceTypes: ['SIGNATURE_OPTION'],
                signatureOptionType: 'DIRECT',
              },
            }
          : {}),
      })),
    },
  };
}

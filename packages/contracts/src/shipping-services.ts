/**
 * The carriers' own service codes offered in the shipping panels (SPEC §3).
 * Values are what the carrier's rating API returns or takes, so a selected
 * service can be matched against a rate without a translation table.
 */
export interface ServiceOption {
  value: string;
  label: string;
}

/** Canada Post rating service codes (24). */
export const canadaPostServices: readonly ServiceOption[] = [
  { value: 'DOM.RP', label: 'Regular Parcel' },
  { value: 'DOM.EP', label: 'Expedited Parcel' },
  { value: 'DOM.XP', label: 'Xpresspost' },
  { value: 'DOM.XP.CERT', label: 'Xpresspost Certified' },
  { value: 'DOM.PC', label: 'Priority' },
  { value: 'DOM.DT', label: 'Delivered Tonight' },
  { value: 'DOM.LIB', label: 'Library Materials' },
  { value: 'USA.EP', label: 'Expedited Parcel USA' },
  { value: 'USA.PW.ENV', label: 'Priority Worldwide Envelope USA' },
  { value: 'USA.PW.PAK', label: 'Priority Worldwide pak USA' },
  { value: 'USA.PW.PARCEL', label: 'Priority Worldwide Parcel USA' },
  { value: 'USA.SP.AIR', label: 'Small Packet USA Air' },
  { value: 'USA.TP', label: 'Tracked Packet USA' },
  { value: 'USA.TP.LVM', label: 'Tracked Packet USA (LVM)' },
  { value: 'USA.XP', label: 'Xpresspost USA' },
  { value: 'INT.XP', label: 'Xpresspost International' },
  { value: 'INT.IP.AIR', label: 'International Parcel Air' },
  { value: 'INT.IP.SURF', label: 'International Parcel Surface' },
  { value: 'INT.PW.ENV', label: 'Priority Worldwide Envelope International' },
  { value: 'INT.PW.PAK', label: 'Priority Worldwide pak International' },
  { value: 'INT.PW.PARCEL', label: 'Priority Worldwide Parcel International' },
  { value: 'INT.SP.AIR', label: 'Small Packet International Air' },
  { value: 'INT.SP.SURF', label: 'Small Packet International Surface' },
  { value: 'INT.TP', label: 'Tracked Packet International' },
];

/** FedEx Rate API service types (21). */
export const fedexServices: readonly ServiceOption[] = [
  { value: 'EUROPE_FIRST_INTERNATIONAL_PRIORITY', label: 'Europe First International Priority' },
  { value: 'FEDEX_1_DAY_FREIGHT', label: 'FedEx 1 Day Freight' },
  { value: 'FEDEX_2_DAY', label: 'FedEx 2 Day' },
  { value: 'FEDEX_2_DAY_AM', label: 'FedEx 2 Day AM' },
  { value: 'FEDEX_2_DAY_FREIGHT', label: 'FedEx 2 Day Freight' },
  { value: 'FEDEX_3_DAY_FREIGHT', label: 'FedEx 3 Day Freight' },
  { value: 'FEDEX_EXPRESS_SAVER', label: 'FedEx Express Saver' },
  { value: 'FEDEX_FIRST_FREIGHT', label: 'FedEx First Freight' },
  { value: 'FEDEX_FREIGHT_ECONOMY', label: 'FedEx Freight Economy' },
  { value: 'FEDEX_FREIGHT_PRIORITY', label: 'FedEx Freight Priority' },
  { value: 'FEDEX_GROUND', label: 'FedEx Ground' },
  { value: 'FIRST_OVERNIGHT', label: 'First Overnight' },
  { value: 'GROUND_HOME_DELIVERY', label: 'Ground Home Delivery' },
  { value: 'INTERNATIONAL_ECONOMY', label: 'International Economy' },
  { value: 'INTERNATIONAL_ECONOMY_FREIGHT', label: 'International Economy Freight' },
  { value: 'INTERNATIONAL_FIRST', label: 'International First' },
  { value: 'INTERNATIONAL_PRIORITY', label: 'International Priority' },
  { value: 'INTERNATIONAL_PRIORITY_FREIGHT', label: 'International Priority Freight' },
  { value: 'PRIORITY_OVERNIGHT', label: 'Priority Overnight' },
  { value: 'SMART_POST', label: 'Smart Post' },
  { value: 'STANDARD_OVERNIGHT', label: 'Standard Overnight' },
];

/**
 * UPS service codes (22). The code 59 is listed twice, as in the product this
 * replaces (SPEC §3): both rows toggle the same stored value.
 */
export const upsServices: readonly ServiceOption[] = [
  { value: '01', label: 'UPS Next Day Air' },
  { value: '02', label: 'UPS 2nd Day Air' },
  { value: '03', label: 'UPS Ground' },
  { value: '07', label: 'UPS Worldwide Express' },
  { value: '08', label: 'UPS Worldwide Expedited' },
  { value: '11', label: 'UPS Standard' },
  { value: '12', label: 'UPS 3 Day Select' },
  { value: '13', label: 'UPS Next Day Air Saver' },
  { value: '14', label: 'UPS Next Day Air Early' },
  { value: '54', label: 'UPS Worldwide Express Plus' },
  { value: '59', label: 'UPS 2nd Day Air A.M.' },
  { value: '59', label: 'UPS Second Day Air A.M.' },
  { value: '65', label: 'UPS Saver' },
  { value: '70', label: 'UPS Access Point Economy' },
  { value: '71', label: 'UPS Worldwide Express Freight Midday' },
  { value: '82', label: 'UPS Today Standard' },
  { value: '83', label: 'UPS Today Dedicated Courier' },
  { value: '84', label: 'UPS Today Intercity' },
  { value: '85', label: 'UPS Today Express' },
  { value: '86', label: 'UPS Today Express Saver' },
  { value: '93', label: 'UPS Sure Post' },
  { value: '96', label: 'UPS Worldwide Express Freight' },
];

/** USPS Web Tools RateV4 <Service> values (domestic). */
export const uspsDomesticServices: readonly ServiceOption[] = [
  { value: 'FIRST CLASS', label: 'First-Class Mail' },
  { value: 'FIRST CLASS COMMERCIAL', label: 'First-Class Mail Commercial' },
  { value: 'FIRST CLASS HFP COMMERCIAL', label: 'First-Class Mail HFP Commercial' },
  { value: 'PRIORITY', label: 'Priority Mail' },
  { value: 'PRIORITY COMMERCIAL', label: 'Priority Mail Commercial' },
  { value: 'PRIORITY HFP COMMERCIAL', label: 'Priority Mail HFP Commercial' },
  { value: 'EXPRESS', label: 'Priority Mail Express' },
  { value: 'EXPRESS COMMERCIAL', label: 'Priority Mail Express Commercial' },
  { value: 'EXPRESS SH', label: 'Priority Mail Express Sunday/Holiday' },
  { value: 'EXPRESS SH COMMERCIAL', label: 'Priority Mail Express Sunday/Holiday Commercial' },
  { value: 'EXPRESS HFP', label: 'Priority Mail Express HFP' },
  { value: 'EXPRESS HFP COMMERCIAL', label: 'Priority Mail Express HFP Commercial' },
  { value: 'PARCEL', label: 'Parcel Post' },
  { value: 'MEDIA', label: 'Media Mail' },
  { value: 'LIBRARY', label: 'Library Mail' },
  { value: 'ALL', label: 'All' },
  { value: 'ONLINE', label: 'Online' },
];

/** USPS international services (10); `id` is the IntlRateV2 <Service ID>. */
export const uspsInternationalServices: readonly (ServiceOption & { id: string })[] = [
  { value: 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL', label: 'Priority Mail Express International', id: '1' },
  { value: 'PRIORITY_MAIL_INTERNATIONAL', label: 'Priority Mail International', id: '2' },
  { value: 'GLOBAL_EXPRESS_GUARANTEED_GXG', label: 'Global Express Guaranteed (GXG)', id: '4' },
  { value: 'GXG_DOCUMENT', label: 'Global Express Guaranteed Document', id: '5' },
  {
    value: 'GXG_NON_DOCUMENT_RECTANGULAR',
    label: 'Global Express Guaranteed Non-Document Rectangular',
    id: '6',
  },
  {
    value: 'GXG_NON_DOCUMENT_NON_RECTANGULAR',
    label: 'Global Express Guaranteed Non-Document Non-Rectangular',
    id: '7',
  },
  {
    value: 'PRIORITY_MAIL_INTERNATIONAL_FLAT_RATE_ENVELOPE',
    label: 'Priority Mail International Flat Rate Envelope',
    id: '8',
  },
  {
    value: 'PRIORITY_MAIL_INTERNATIONAL_MEDIUM_FLAT_RATE_BOX',
    label: 'Priority Mail International Medium Flat Rate Box',
    id: '9',
  },
  {
    value: 'PRIORITY_MAIL_INTERNATIONAL_LARGE_FLAT_RATE_BOX',
    label: 'Priority Mail International Large Flat Rate Box',
    id: '11',
  },
  {
    value: 'FIRST_CLASS_PACKAGE_INTERNATIONAL_SERVICE',
    label: 'First-Class Package International Service',
    id: '15',
  },
];

/** USPS mail types (First-Class Mail type of RateV4). */
export const uspsMailTypes: readonly ServiceOption[] = [
  { value: 'LETTER', label: 'Letter' },
  { value: 'FLAT', label: 'Flat' },
  { value: 'PARCEL', label: 'Parcel' },
  { value: 'POSTCARD', label: 'Postcard' },
  { value: 'PACKAGE', label: 'Package' },
  { value: 'PACKAGE SERVICE', label: 'Package Service' },
];

export const valuesOf = (options: readonly ServiceOption[]) => [...new Set(options.map((o) => o.value))];

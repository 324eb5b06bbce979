import { decimalToMinor } from '../money';
import { childrenNamed, childText, isNamed, parseXml, type XmlElement } from '../xml';

export interface UspsPostage {
  /** The package ID the rate belongs to. */
  packageId: string;
  /** CLASSID (domestic) or Service ID (international). */
  classId: string;
  title: string;
  amountMinor: number;
}

export type UspsAnswer =
  | { ok: true; postages: UspsPostage[]; packageErrors: string[] }
  | { ok: false; message: string; auth: boolean };

/** Service names come with HTML inside (&lt;sup&gt;&#8482;&lt;/sup&gt;): keep the words. */
const plainTitle = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/[\u2122\u00ae]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function topLevelError(root: XmlElement): UspsAnswer | undefined {
  if (!isNamed(root, 'Error')) return undefined;
  const description = childText(root, 'Description');
  return {
    ok: false,
    message: `USPS: ${description || 'request refused'}`,
    auth: /authori[sz]ation/i.test(description),
  };
}

/**
 * Reads a rating answer: `{root} > Package[ID] > {rate}[{id}] > {price}, {title}`,
 * or a Package > Error the package's own refusal.
 */
function parseRates(
  xml: string,
  root: string,
  rate: { element: string; id: string; price: string; title: string },
): UspsAnswer {
  let document: XmlElement;
  try {
    document = parseXml(xml);
  } catch {
    return { ok: false, message: 'USPS answered in an unexpected format.', auth: false };
  }
  const error = topLevelError(document);
  if (error) return error;
  if (!isNamed(document, root))
    return { ok: false, message: 'USPS answered in an unexpected format.', auth: false };
  const postages: UspsPostage[] = [];
  const packageErrors: string[] = [];
  for (const pkg of childrenNamed(document, 'Package')) {
    const [packageError] = childrenNamed(pkg, 'Error');
    if (packageError) packageErrors.push(childText(packageError, 'Description'));
    for (const offer of childrenNamed(pkg, rate.element)) {
      const amountMinor = decimalToMinor(childText(offer, rate.price));
      if (amountMinor === null) continue;
      postages.push({
        packageId: pkg.attributes.ID ?? '',
        classId: offer.attributes[rate.id] ?? '',
        title: plainTitle(childText(offer, rate.title)),
        amountMinor,
      });
    }
  }
  return { ok: true, postages, packageErrors };
}

/** RateV4Response > Package[ID] > Postage[CLASSID] > MailService, Rate (or Package > Error). */
export const parseRateV4Response = (xml: string) =>
  parseRates(xml, 'RateV4Response', {
    element: 'Postage',
    id: 'CLASSID',
    price: 'Rate',
    title: 'MailService',
  });

/** IntlRateV2Response > Package[ID] > Service[ID] > Postage, SvcDescription. */
export const parseIntlRateV2Response = (xml: string) =>
  parseRates(xml, 'IntlRateV2Response', {
    element: 'Service',
    id: 'ID',
    price: 'Postage',
    title: 'SvcDescription',
  });

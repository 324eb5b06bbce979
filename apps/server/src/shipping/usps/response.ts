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

/** RateV4Response > Package[ID] > Postage[CLASSID] > MailService, Rate (or Package > Error). */
export function parseRateV4Response(xml: string): UspsAnswer {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch {
    return { ok: false, message: 'USPS answered in an unexpected format.', auth: false };
  }
  const error = topLevelError(root);
  if (error) return error;
  if (!isNamed(root, 'RateV4Response'))
    return { ok: false, message: 'USPS answered in an unexpected format.', auth: false };
  const postages: UspsPostage[] = [];
  const packageErrors: string[] = [];
  for (const pkg of childrenNamed(root, 'Package')) {
    const [packageError] = childrenNamed(pkg, 'Error');
    if (packageError) packageErrors.push(childText(packageError, 'Description'));
    for (const postage of childrenNamed(pkg, 'Postage')) {
      const amountMinor = decimalToMinor(childText(postage, 'Rate'));
      if (amountMinor === null) continue;
      postages.push({
        packageId: pkg.attributes.ID ?? '',
        classId: postage.attributes.CLASSID ?? '',
        title: plainTitle(childText(postage, 'MailService')),
        amountMinor,
      });
    }
  }
  return { ok: true, postages, packageErrors };
}

/** IntlRateV2Response > Package[ID] > Service[ID] > Postage, SvcDescription. */
export function parseIntlRateV2Response(xml: string): UspsAnswer {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch {
    return { ok: false, message: 'USPS answered in an unexpected format.', auth: false };
  }
  const error = topLevelError(root);
  if (error) return error;
  if (!isNamed(root, 'IntlRateV2Response'))
    return { ok: false, message: 'USPS answered in an unexpected format.', auth: false };
  const postages: UspsPostage[] = [];
  const packageErrors: string[] = [];
  for (const pkg of childrenNamed(root, 'Package')) {
    const [packageError] = childrenNamed(pkg, 'Error');
    if (packageError) packageErrors.push(childText(packageError, 'Description'));
    for (const service of childrenNamed(pkg, 'Service')) {
      const amountMinor = decimalToMinor(childText(service, 'Postage'));
      if (amountMinor === null) continue;
      postages.push({
        packageId: pkg.attributes.ID ?? '',
        classId: service.attributes.ID ?? '',
        title: plainTitle(childText(service, 'SvcDescription')),
        amountMinor,
      });
    }
  }
  return { ok: true, postages, packageErrors };
}

import { decimalToMinor } from '../money';
import { childrenNamed, childText, descendantsNamed, isNamed, parseXml, type XmlElement } from '../xml';

export interface CanadaPostQuote {
  serviceCode: string;
  serviceName: string;
  amountMinor: number;
}

export type CanadaPostAnswer = { ok: true; quotes: CanadaPostQuote[] } | { ok: false; message: string };

/** price-quotes > price-quote > service-code, service-name, price-details > due (CAD, taxes included). */
export function parsePriceQuotes(xml: string): CanadaPostAnswer {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch {
    return { ok: false, message: 'Canada Post answered in an unexpected format.' };
  }
  if (isNamed(root, 'messages')) return { ok: false, message: canadaPostMessage(root) };
  if (!isNamed(root, 'price-quotes'))
    return { ok: false, message: 'Canada Post answered in an unexpected format.' };
  const quotes: CanadaPostQuote[] = [];
  for (const quote of childrenNamed(root, 'price-quote')) {
    const [details] = childrenNamed(quote, 'price-details');
    const amountMinor = details ? decimalToMinor(childText(details, 'due')) : null;
    const serviceCode = childText(quote, 'service-code');
    if (serviceCode && amountMinor !== null)
      quotes.push({ serviceCode, serviceName: childText(quote, 'service-name'), amountMinor });
  }
  return { ok: true, quotes };
}

/** <messages><message><code/><description/></message></messages>: the first description. */
export function canadaPostMessage(root: XmlElement): string {
  const [first] = descendantsNamed(root, 'message');
  const description = first ? childText(first, 'description') : '';
  return `Canada Post: ${description || 'request refused'}`;
}

export function parseMessages(xml: string): string | undefined {
  try {
    const root = parseXml(xml);
    return isNamed(root, 'messages') ? canadaPostMessage(root) : undefined;
  } catch {
    return undefined;
  }
}

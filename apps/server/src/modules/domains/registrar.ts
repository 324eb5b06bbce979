import type { DnsRecord, DomainOffer } from '@emporia/contracts/domains';
import { outsideServices } from '../../config';
import { AppError } from '../../kernel/errors';

/** What the domains area needs of a registrar: search, buy, and point the new name at the platform. */
export interface Registrar {
  readonly name: string;
  search(query: string): Promise<DomainOffer[]>;
  /** Buys one year at `price` (minor units); refuses when the registrar's price differs. */
  purchase(hostname: string, price: number): Promise<{ order: string; price: number; currency: string }>;
  createRecords(hostname: string, records: DnsRecord[]): Promise<void>;
}

const unavailable = (message: string) => new AppError(502, 'REGISTRAR_UNAVAILABLE', message);

interface NameComOffer {
  domainName: string;
  purchasable?: boolean;
  purchasePrice?: number;
}

/**
 * Name.com API v4 (https://www.name.com/api-docs): Basic auth with the account's user name and
 * API token. Prices come in US dollars as decimals; they become cents here, at the edge.
 */
export class NameComRegistrar implements Registrar {
  readonly name = 'name.com';

  constructor(private readonly settings: { url: string; username?: string; token?: string }) {}

  private async call<T>(method: string, pathName: string, body: unknown): Promise<T> {
    const auth = Buffer.from(`${this.settings.username ?? ''}:${this.settings.token ?? ''}`).toString(
      'base64',
    );
    let res: Response;
    try {
      res = await fetch(`${this.settings.url}${pathName}`, {
        method,
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable('The domain registrar did not answer. Try again in a moment.');
    }
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (!res.ok) {
      if (res.status < 500) throw new AppError(409, 'CONFLICT', answer.message ?? 'The registrar refused.');
      throw unavailable('The domain registrar did not answer. Try again in a moment.');
    }
    return answer;
  }

  async search(query: string): Promise<DomainOffer[]> {
    const body = query.includes('.') ? { domainNames: [query] } : { keyword: query };
    const path = query.includes('.') ? '/v4/domains:checkAvailability' : '/v4/domains:search';
    const { results = [] } = await this.call<{ results?: NameComOffer[] }>('POST', path, body);
    return results.map((offer) => ({
      hostname: offer.domainName.toLowerCase(),
      available: offer.purchasable === true,
      price:
        offer.purchasable && offer.purchasePrice !== undefined ? Math.round(offer.purchasePrice * 100) : null,
      currency: 'USD',
    }));
  }

  async purchase(hostname: string, price: number) {
    const answer = await this.call<{ order?: number | string; totalPaid?: number }>('POST', '/v4/domains', {
      domain: { domainName: hostname },
      purchasePrice: price / 100,
      years: 1,
    });
    const paid = answer.totalPaid !== undefined ? Math.round(answer.totalPaid * 100) : price;
    return { order: String(answer.order ?? ''), price: paid, currency: 'USD' };
  }

  async createRecords(hostname: string, records: DnsRecord[]): Promise<void> {
    for (const record of records) {
      // Name.com names records relative to the domain: '' is the domain itself.
      const host = record.name === hostname ? '' : record.name.slice(0, -(hostname.length + 1));
      await this.call('POST', `/v4/domains/${hostname}/records`, {
        host,
        type: record.type,
        answer: record.value,
        ttl: 300,
      });
    }
  }
}

/** The configured registrar, or undefined when the platform sells no domains (no REGISTRAR_TOKEN). */
export function registrar(): Registrar | undefined {
  const settings = outsideServices().domains.registrar;
  return settings.token ? new NameComRegistrar(settings) : undefined;
}

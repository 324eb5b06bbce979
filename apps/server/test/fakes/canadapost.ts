// Fake Canada Post rating: POST /rs/ship/price with Basic auth and a rate-v4 mailing scenario.
import { childText, descendantsNamed, parseXml } from '../../src/shipping/xml';
import { basicCredentials, type FakeServer, startFakeServer, xml } from './server';

export const canadaPostCredentials = {
  username: '6e93d53968881714',
  password: '0bfa9fcb9853d1f51ee57a',
  customer: '2004381',
};
const mediaType = 'application/vnd.cpc.ship.rate-v4+xml';

const services: Record<string, { name: string; base: number; perKg: number }> = {
  'DOM.RP': { name: 'Regular Parcel', base: 10, perKg: 2 },
  'DOM.EP': { name: 'Expedited Parcel', base: 12, perKg: 2.5 },
  'DOM.XP': { name: 'Xpresspost', base: 20, perKg: 3 },
};

const messages = (code: string, description: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><messages xmlns="http://www.canadapost.ca/ws/messages"><message><code>${code}</code><description>${description}</description></message></messages>`;

export function startFakeCanadaPost(): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.method !== 'POST' || request.path !== '/rs/ship/price')
      return xml(404, messages('404', 'Not found'), mediaType);
    const credentials = basicCredentials(request.headers.authorization);
    if (
      credentials?.user !== canadaPostCredentials.username ||
      credentials.password !== canadaPostCredentials.password
    ) {
      return xml(
        401,
        messages('E002', 'AA004 - You cannot mail on behalf of the requested customer.'),
        mediaType,
      );
    }
    if (request.headers['content-type'] !== mediaType || request.headers.accept !== mediaType) {
      return xml(415, messages('Server', 'Unsupported media type.'), mediaType);
    }
    const scenario = parseXml(request.body);
    const weight = Number(descendantsNamed(scenario, 'weight')[0]?.text);
    if (
      scenario.name !== 'mailing-scenario' ||
      childText(scenario, 'customer-number') !== canadaPostCredentials.customer ||
      !(weight > 0)
    ) {
      return xml(400, messages('Server', 'Invalid mailing scenario.'), mediaType);
    }
    const requested = descendantsNamed(scenario, 'service-code').map((s) => s.text);
    const quotes = requested
      .filter((code) => services[code])
      .map((code) => {
        const service = services[code]!;
        const due = (service.base + service.perKg * weight).toFixed(2);
        return `<price-quote><service-code>${code}</service-code><service-link rel="service" href="https://ct.soa-gw.canadapost.ca/rs/ship/service/${code}" media-type="application/vnd.cpc.ship.rate-v4+xml"/><service-name>${service.name}</service-name><price-details><base>${due}</base><taxes><gst>0.00</gst></taxes><due>${due}</due></price-details><service-standard><expected-transit-time>2</expected-transit-time></service-standard></price-quote>`;
      });
    return xml(
      200,
      `<?xml version="1.0" encoding="UTF-8"?><price-quotes xmlns="http://www.canadapost.ca/ws/ship/rate-v4">${quotes.join('')}</price-quotes>`,
      mediaType,
    );
  });
}

// Fake USPS Web Tools: RateV4 and IntlRateV2 over GET ShippingAPI.dll?API=…&XML=…
import { childrenNamed, childText, parseXml } from '../../src/shipping/xml';
import { type FakeServer, startFakeServer, xml } from './server';

export const uspsUserId = '123EMPOR4567';

/** Price per service class: base + per ounce, in USD. */
const domestic: Record<string, { classId: string; name: string; base: number; perOunce: number }> = {
  PRIORITY: {
    classId: '1',
    name: 'Priority Mail 2-Day&lt;sup&gt;&#8482;&lt;/sup&gt;',
    base: 8,
    perOunce: 0.1,
  },
  EXPRESS: {
    classId: '3',
    name: 'Priority Mail Express 1-Day&lt;sup&gt;&#8482;&lt;/sup&gt;',
    base: 25,
    perOunce: 0.2,
  },
  'FIRST CLASS': {
    classId: '0',
    name: 'First-Class Mail&lt;sup&gt;&#174;&lt;/sup&gt; Parcel',
    base: 4,
    perOunce: 0.05,
  },
};

const authFailure = `<?xml version="1.0" encoding="UTF-8"?><Error><Number>80040B1A</Number><Description>Authorization failure.  Perhaps username and/or password is incorrect.</Description><Source>USPSCOM::DoAuth</Source></Error>`;

export function startFakeUsps(): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.method !== 'GET' || request.path !== '/ShippingAPI.dll') return xml(404, '<Error/>');
    const api = request.query.get('API');
    const root = parseXml(request.query.get('XML') ?? '');
    if (root.attributes.USERID !== uspsUserId) return xml(200, authFailure);
    const ounces = (pkg: ReturnType<typeof parseXml>) =>
      Number(childText(pkg, 'Pounds')) * 16 + Number(childText(pkg, 'Ounces'));
    if (api === 'RateV4' && root.name === 'RateV4Request') {
      const packages = childrenNamed(root, 'Package').map((pkg) => {
        const service = domestic[childText(pkg, 'Service')];
        const complete =
          childText(pkg, 'ZipOrigination').length === 5 && childText(pkg, 'ZipDestination').length === 5;
        if (!service || !complete) {
          return `<Package ID="${pkg.attributes.ID}"><Error><Number>-2147219401</Number><Description>Invalid package.</Description></Error></Package>`;
        }
        const rate = (service.base + service.perOunce * ounces(pkg)).toFixed(2);
        return `<Package ID="${pkg.attributes.ID}"><ZipOrigination>${childText(pkg, 'ZipOrigination')}</ZipOrigination><Postage CLASSID="${service.classId}"><MailService>${service.name}</MailService><Rate>${rate}</Rate></Postage></Package>`;
      });
      return xml(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><RateV4Response>${packages.join('')}</RateV4Response>`,
      );
    }
    if (api === 'IntlRateV2' && root.name === 'IntlRateV2Request') {
      const packages = childrenNamed(root, 'Package').map((pkg) => {
        if (!childText(pkg, 'Country'))
          return `<Package ID="${pkg.attributes.ID}"><Error><Description>Country missing.</Description></Error></Package>`;
        const service = (id: string, name: string, base: number) =>
          `<Service ID="${id}"><Pounds>${childText(pkg, 'Pounds')}</Pounds><Ounces>${childText(pkg, 'Ounces')}</Ounces><Postage>${(base + ounces(pkg) * 0.3).toFixed(2)}</Postage><SvcDescription>${name}</SvcDescription></Service>`;
        return `<Package ID="${pkg.attributes.ID}">${service('1', 'Priority Mail Express International&lt;sup&gt;&#8482;&lt;/sup&gt;', 45)}${service('2', 'Priority Mail International&lt;sup&gt;&#174;&lt;/sup&gt;', 30)}${service('15', 'First-Class Package International Service&lt;sup&gt;&#8482;&lt;/sup&gt;', 12)}</Package>`;
      });
      return xml(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><IntlRateV2Response>${packages.join('')}</IntlRateV2Response>`,
      );
    }
    return xml(200, '<Error><Description>API not supported</Description></Error>');
  });
}

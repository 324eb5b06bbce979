/**
 * Where a shopper turns when a shop's answer to an accessibility complaint does not satisfy
 * them (EAA Art. 29 and Annex V; the "enforcement procedure" of the EU model statement): one
 * body per EU member state, for e-commerce services. Compiled from the member states'
 * announcements without an official consolidated list at hand, so addresses are given only
 * where they were known; a merchant checks theirs before publishing (ADR 0130). Plain data, no
 * zod: the statement page reads it.
 */
export interface EnforcementBody {
  name: string;
  /** Postal address, or the city alone where the street was not certain. */
  address: string;
  website: string;
}

export const enforcementBodies = {
  AT: {
    name: 'Sozialministeriumservice (SMS)',
    address: 'Babenbergerstraße 5, 1010 Wien, Austria',
    website: 'https://www.sozialministeriumservice.at',
  },
  BE: {
    name: 'FPS Economy, Directorate-General Economic Inspection',
    address: 'North Gate, Boulevard du Roi Albert II 16, 1000 Brussels, Belgium',
    website: 'https://economie.fgov.be',
  },
  BG: { name: 'Commission for Consumer Protection', address: 'Sofia, Bulgaria', website: 'https://kzp.bg' },
  HR: {
    name: 'State Inspectorate (Državni inspektorat)',
    address: 'Zagreb, Croatia',
    website: 'https://dirh.gov.hr',
  },
  CY: {
    name: 'Department for Social Inclusion of Persons with Disabilities',
    address: 'Nicosia, Cyprus',
    website: 'https://www.dsid.mlsi.gov.cy',
  },
  CZ: {
    name: 'Czech Trade Inspection Authority (ČOI)',
    address: 'Gorazdova 1969/24, 120 00 Praha 2, Czechia',
    website: 'https://www.coi.cz',
  },
  DK: {
    name: 'Danish Agency for Digital Government (Digitaliseringsstyrelsen)',
    address: 'Copenhagen, Denmark',
    website: 'https://digst.dk',
  },
  EE: {
    name: 'Consumer Protection and Technical Regulatory Authority (TTJA)',
    address: 'Endla 10a, 10122 Tallinn, Estonia',
    website: 'https://www.ttja.ee',
  },
  FI: {
    name: 'Regional State Administrative Agency for Southern Finland, Accessibility Supervision Unit',
    address: 'Helsinki, Finland',
    website: 'https://www.saavutettavuusvaatimukset.fi',
  },
  FR: {
    name: 'Direction générale de la concurrence, de la consommation et de la répression des fraudes (DGCCRF)',
    address: '59 boulevard Vincent Auriol, 75013 Paris, France',
    website: 'https://www.economie.gouv.fr/dgccrf',
  },
  DE: {
    name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    address: 'Magdeburg, Germany',
    website: 'https://www.mlbf-barrierefrei.de',
  },
  GR: { name: 'Ministry of Digital Governance', address: 'Athens, Greece', website: 'https://mindigital.gr' },
  HU: {
    name: 'Government Office of the Capital City Budapest, Consumer Protection',
    address: 'Budapest, Hungary',
    website: 'https://www.kormanyhivatal.hu',
  },
  IE: {
    name: 'Competition and Consumer Protection Commission (CCPC)',
    address: 'Bloom House, Railway Street, Dublin 1, D01 C576, Ireland',
    website: 'https://www.ccpc.ie',
  },
  IT: {
    name: 'Agenzia per l’Italia Digitale (AgID)',
    address: 'Via Liszt 21, 00144 Roma, Italy',
    website: 'https://www.agid.gov.it',
  },
  LV: {
    name: 'Consumer Rights Protection Centre (PTAC)',
    address: 'Riga, Latvia',
    website: 'https://www.ptac.gov.lv',
  },
  LT: {
    name: 'State Consumer Rights Protection Authority',
    address: 'Vilnius, Lithuania',
    website: 'https://vvtat.lrv.lt',
  },
  LU: {
    name: 'Service information et presse du gouvernement (SIP), Accessibility',
    address: 'Luxembourg',
    website: 'https://accessibilite.public.lu',
  },
  MT: {
    name: 'Malta Communications Authority',
    address: 'Valletta Waterfront, Pinto Wharf, Floriana FRN 1913, Malta',
    website: 'https://www.mca.org.mt',
  },
  NL: {
    name: 'Autoriteit Consument & Markt (ACM)',
    address: 'Muzenstraat 41, 2511 WB Den Haag, Netherlands',
    website: 'https://www.acm.nl',
  },
  PL: {
    name: 'President of the State Fund for Rehabilitation of Disabled Persons (PFRON)',
    address: 'al. Jana Pawła II 13, 00-828 Warszawa, Poland',
    website: 'https://www.pfron.org.pl',
  },
  PT: {
    name: 'Autoridade de Segurança Alimentar e Económica (ASAE)',
    address: 'Lisbon, Portugal',
    website: 'https://www.asae.gov.pt',
  },
  RO: {
    name: 'National Authority for Consumer Protection (ANPC)',
    address: 'Bucharest, Romania',
    website: 'https://anpc.ro',
  },
  SK: {
    name: 'Slovak Trade Inspection (SOI)',
    address: 'Bratislava, Slovakia',
    website: 'https://www.soi.sk',
  },
  SI: {
    name: 'Market Inspectorate of the Republic of Slovenia',
    address: 'Ljubljana, Slovenia',
    website: 'https://www.gov.si/drzavni-organi/organi-v-sestavi/trzni-inspektorat',
  },
  ES: {
    name: 'Dirección General de Consumo, Ministerio de Derechos Sociales, Consumo y Agenda 2030',
    address: 'Madrid, Spain',
    website: 'https://www.consumo.gob.es',
  },
  SE: {
    name: 'Post- och telestyrelsen (PTS)',
    address: 'Box 5398, 102 49 Stockholm, Sweden',
    website: 'https://www.pts.se',
  },
} as const satisfies Record<string, EnforcementBody>;

export type EnforcementCountry = keyof typeof enforcementBodies;
export const enforcementBodyCountries = Object.keys(enforcementBodies) as [
  EnforcementCountry,
  ...EnforcementCountry[],
];

/**
 * The body of `country`, or, for a shop outside the EU or one that chose none, the European
 * Commission's page listing every member state's (the sensible default: a shopper still learns
 * where to turn).
 */
export function enforcementBodyOf(country: string): EnforcementBody & { country: string } {
  const body = (enforcementBodies as Record<string, EnforcementBody>)[country];
  if (body) return { country, ...body };
  return {
    country: '',
    name: 'The national enforcement body of the EU member state you live in',
    address: '',
    website:
      'https://commission.europa.eu/strategy-and-policy/policies/justice-and-fundamental-rights/disability/union-equality-strategy-rights-persons-disabilities-2021-2030/european-accessibility-act_en',
  };
}

/** The countries' English names, for the admin's choice. */
export const enforcementCountryNames: Record<EnforcementCountry, string> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
};

import type { ConformanceStatus } from '@emporia/contracts/accessibility-statement';

/**
 * The statement's wording, after the EU model accessibility statement (Decision 2018/1523) and
 * GOV.UK's sample. It ships with this page's chunk only, not with every storefront page; a
 * language without its own wording reads the English.
 */
export interface StatementWording {
  title: (shop: string) => string;
  intro: (shop: string) => string;
  statusHeading: string;
  status: Record<ConformanceStatus, (shop: string) => string>;
  exceptionsHeading: string;
  exceptionsIntro: string;
  preparedHeading: string;
  prepared: (date: string) => string;
  contactHeading: string;
  contactIntro: string;
  email: string;
  phone: string;
  noContact: string;
  enforcementHeading: string;
  enforcementIntro: string;
  website: string;
}

const en: StatementWording = {
  title: (shop) => `Accessibility statement for ${shop}`,
  intro: (shop) =>
    `${shop} wants as many people as possible to be able to use this online shop: to zoom in up to 200% without text spilling off the screen, to use it with a keyboard alone, with speech recognition software or with a screen reader.`,
  statusHeading: 'Compliance status',
  status: {
    full: (shop) =>
      `${shop} is fully compliant with the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA, and the European standard EN 301 549.`,
    partial: (shop) =>
      `${shop} is partially compliant with the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA, and the European standard EN 301 549, due to the non-compliances listed below.`,
    none: (shop) =>
      `${shop} is not compliant with the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA. The non-compliances are listed below.`,
  },
  exceptionsHeading: 'Non-accessible content',
  exceptionsIntro: 'The content listed below is not accessible yet:',
  preparedHeading: 'Preparation of this statement',
  prepared: (date) =>
    `This statement was prepared on ${date}. It is based on the platform’s conformance report, checked in automated tests, and on the shop’s own review of its content.`,
  contactHeading: 'Feedback and contact information',
  contactIntro:
    'If you find a problem not listed on this page, or need information from this shop in a different format, contact us:',
  email: 'E-mail',
  phone: 'Telephone',
  noContact: 'Use the contact form of this shop.',
  enforcementHeading: 'Enforcement procedure',
  enforcementIntro: 'If you are not happy with how we respond to your complaint, you can contact:',
  website: 'Website',
};

const fr: StatementWording = {
  title: (shop) => `Déclaration d’accessibilité de ${shop}`,
  intro: (shop) =>
    `${shop} souhaite que le plus grand nombre puisse utiliser cette boutique en ligne : zoomer jusqu’à 200 % sans que le texte déborde de l’écran, la parcourir au clavier seul, avec un logiciel de reconnaissance vocale ou avec un lecteur d’écran.`,
  statusHeading: 'État de conformité',
  status: {
    full: (shop) =>
      `${shop} est totalement conforme aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, et à la norme européenne EN 301 549.`,
    partial: (shop) =>
      `${shop} est partiellement conforme aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, et à la norme européenne EN 301 549, en raison des non-conformités énumérées ci-dessous.`,
    none: (shop) =>
      `${shop} n’est pas conforme aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA. Les non-conformités sont énumérées ci-dessous.`,
  },
  exceptionsHeading: 'Contenus non accessibles',
  exceptionsIntro: 'Les contenus ci-dessous ne sont pas encore accessibles :',
  preparedHeading: 'Établissement de cette déclaration',
  prepared: (date) =>
    `Cette déclaration a été établie le ${date}. Elle repose sur le rapport de conformité de la plateforme, vérifié par des tests automatisés, et sur l’examen de ses contenus par la boutique.`,
  contactHeading: 'Retour d’information et contact',
  contactIntro:
    'Si vous rencontrez un problème qui n’est pas listé ici, ou s’il vous faut une information de la boutique sous un autre format, contactez-nous :',
  email: 'Courriel',
  phone: 'Téléphone',
  noContact: 'Utilisez le formulaire de contact de la boutique.',
  enforcementHeading: 'Voies de recours',
  enforcementIntro:
    'Si notre réponse à votre réclamation ne vous satisfait pas, vous pouvez vous adresser à :',
  website: 'Site web',
};

const wordings: Record<string, StatementWording> = { en, fr };

export const statementWordingIn = (language: string): StatementWording =>
  wordings[language] ?? wordings[language.split('-')[0]!] ?? en;

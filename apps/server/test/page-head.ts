// Reads what a delivered page's <head> tells crawlers, as a crawler would: from the HTML alone.
import { expect } from 'vitest';
import { hostOf, type TestApp } from './app';

const htmlText = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export interface DeliveredHead {
  status: number;
  title?: string;
  description?: string;
  robots?: string;
  canonical?: string;
  /** og:* and twitter:* by property or name. */
  social: Record<string, string>;
  /** hreflang → href. */
  alternates: Record<string, string>;
  /** Every JSON-LD object, @graph members flattened. */
  jsonLd: Record<string, unknown>[];
}

export function headOf(html: string): DeliveredHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const one = (pattern: RegExp) => {
    const match = pattern.exec(head);
    return match ? htmlText(match[1]!) : undefined;
  };
  const social: Record<string, string> = {};
  for (const m of head.matchAll(
    /<meta (?:property|name)="((?:og|twitter|product|article):[^"]+)" content="([^"]*)">/g,
  )) {
    social[m[1]!] = htmlText(m[2]!);
  }
  const alternates: Record<string, string> = {};
  for (const m of head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    alternates[m[1]!] = htmlText(m[2]!);
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as Record<string, unknown>;
    return Array.isArray(value['@graph']) ? (value['@graph'] as Record<string, unknown>[]) : [value];
  });
  return {
    status: 200,
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)">/),
    robots: one(/<meta name="robots" content="([^"]*)">/),
    canonical: one(/<link rel="canonical" href="([^"]*)">/),
    social,
    alternates,
    jsonLd,
  };
}

/** The head of the page at `url` of a shop, fetched without a browser. */
export async function deliveredHead(t: TestApp, url: string, subdomain = 'demo'): Promise<DeliveredHead> {
  const response = await t.app.inject({ method: 'GET', url, headers: hostOf(subdomain) });
  return { ...headOf(response.body), status: response.statusCode };
}

/** JSON as the tests read it: any property, any depth. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD is checked by value, not by type
type LooseJson = Record<string, any>;

/** The JSON-LD object of a schema.org type; fails when the page has none. */
export function jsonLdOf(head: DeliveredHead, type: string): LooseJson {
  const found = head.jsonLd.find((item) => item['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found as LooseJson;
}

/**
 * What Google's rich results need of a BreadcrumbList: items numbered from 1,
 * each with a name and an absolute address.
 */
export function expectBreadcrumbs(head: DeliveredHead, expected: { name: string; item: string }[]) {
  const list = jsonLdOf(head, 'BreadcrumbList');
  expect(list['@context']).toBe('https://schema.org');
  expect(list.itemListElement).toEqual(
    expected.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.item })),
  );
}

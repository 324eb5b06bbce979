/**
 * The storefront address of every shop's accessibility statement (EAA Annex V; GOV.UK's
 * /accessibility) and its query-cache key, shared by the server's preloaded data and the page's
 * read. Plain data without zod: the footer of every page links it (ADR 0047).
 */
export const accessibilityStatementPath = '/accessibility';

export const accessibilityStatementQueryKey = (locale: string) =>
  ['accessibility-statement', locale] as const;

/** The known exceptions as shown: one a line, list marks and blank lines dropped. */
export const exceptionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim().replace(/^[-*•]\s*/, ''))
    .filter((line) => line !== '');

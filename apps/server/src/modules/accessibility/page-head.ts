import {
  accessibilityStatementPath,
  accessibilityStatementQueryKey,
} from '@emporia/contracts/accessibility-keys';
import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import type { PageHeadProvider } from '../../kernel/pages/head';
import { shopHead } from '../reach';
import { statementView } from './service';

/** /accessibility: the statement, rendered on the server in the shopper's language. */
export const accessibilityPageHead: PageHeadProvider = async (ctx, pathname, _query, shopperLanguage) => {
  if (pathname.replace(/\/+$/, '') !== accessibilityStatementPath) return undefined;
  const language = shopperLanguage ?? ctx.shop.defaultLanguage;
  const view = await statementView(ctx, language);
  return {
    title: pageTitle(storefrontPageTitles.accessibility, ctx.shop.name),
    description: `How accessible ${ctx.shop.name} is, what does not work yet, and whom to contact.`,
    canonicalPath: accessibilityStatementPath,
    ...shopHead(ctx, language),
    preload: [{ key: [...accessibilityStatementQueryKey(language)], data: view }],
  };
};

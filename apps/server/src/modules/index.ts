import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageHeadProvider } from '../platform/pages/head';
import { settingsRoutes } from './settings/routes';

/**
 * The business areas of the shop API, registered in this order by app.ts.
 * An area adds its routes plugin here (and a page-head provider if it owns
 * dynamic pages). Keep one line per area so parallel work does not collide.
 */
export const shopAreas: FastifyPluginAsyncZod[] = [settingsRoutes];

/** Areas that own dynamic pages answer for their paths (title, meta, preloaded data). */
export const pageHeadProviders: PageHeadProvider[] = [];

/** What a SEARCH_ONLY=1 process serves besides health: the search service alone. */
export const searchAreas: FastifyPluginAsyncZod[] = [];

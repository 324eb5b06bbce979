import { countryListResponseSchema, zoneListResponseSchema } from '@emporia/contracts/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { notFound } from '../../kernel/errors';
import { findCountry, listCountries, listZones } from './queries';

const tags = ['storefront: locations'];

/** Country and state lists for address forms and shipping settings. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/storefront/countries',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'country_list: every ISO 3166-1 country',
        response: { 200: countryListResponseSchema },
      },
    },
    async (request, reply) => {
      // The same for every shop and rarely changed: browsers and proxies may keep it an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { data: await listCountries(request.ctx) };
    },
  );

  app.get(
    '/api/v1/storefront/countries/:country/zones',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A country's states, provinces or regions (by country id or two-letter code)",
        params: z.object({
          country: z.string().regex(/^(\d{1,9}|[A-Za-z]{2})$/, 'A country id or two-letter code such as US'),
        }),
        response: { 200: zoneListResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.params.country;
      const country = await findCountry(
        request.ctx,
        /^\d+$/.test(key) ? { id: Number(key) } : { iso2: key.toUpperCase() },
      );
      if (!country) throw notFound('There is no such country.');
      reply.header('cache-control', 'public, max-age=3600');
      return { data: await listZones(request.ctx, country.id) };
    },
  );
};

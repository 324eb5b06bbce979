import {
  connectDomainBodySchema,
  domainCheckoutBodySchema,
  domainCheckoutResponseSchema,
  domainDetailResponseSchema,
  domainIdParamsSchema,
  domainListResponseSchema,
  domainSearchQuerySchema,
  domainSearchResponseSchema,
  domainVerifyResponseSchema,
  primaryDomainBodySchema,
} from '@emporia/contracts/domains';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { registerSettingsSummary } from '../settings';
import { challengeAnswer } from './certificates';
import * as domains from './service';
import { domainsSettingsSummary } from './settings-summary';

const base = '/api/v1/admin/settings/domains';
const staff = { access: access.staff('settings') };
const doc = (summary: string) => ({ tags: ['admin settings'], security: [{ bearer: [] }], summary });

/** setting/domain: the shop's domains, connecting owned ones, and buying new ones. */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/domain/index', domainsSettingsSummary);
  app.get(
    base,
    {
      config: staff,
      schema: {
        ...doc('The shop’s platform host and custom domains'),
        response: { 200: domainListResponseSchema },
      },
    },
    async (request) => ({ data: await domains.listShopDomains(request.ctx) }),
  );

  app.post(
    base,
    {
      config: staff,
      schema: {
        ...doc('Connect a domain the merchant owns; answers the DNS records to create'),
        body: connectDomainBodySchema,
        response: { 201: domainDetailResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await domains.connectDomain(request.ctx, request.body.hostname) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: staff,
      schema: {
        ...doc('One domain and its DNS records'),
        params: domainIdParamsSchema,
        response: { 200: domainDetailResponseSchema },
      },
    },
    async (request) => ({ data: await domains.readDomain(request.ctx, request.params.id) }),
  );

  app.post(
    `${base}/:id/verify`,
    {
      config: staff,
      schema: {
        ...doc('Check the DNS records; connected when they are right, else what each wrong one holds'),
        params: domainIdParamsSchema,
        response: { 200: domainVerifyResponseSchema },
      },
    },
    async (request) => ({ data: await domains.verifyDomain(request.ctx, request.params.id) }),
  );

  app.put(
    `${base}/primary`,
    {
      config: staff,
      schema: {
        ...doc('Make a connected domain the shop’s address (null: the platform host)'),
        body: primaryDomainBodySchema,
        response: { 200: domainListResponseSchema },
      },
    },
    async (request) => ({ data: await domains.makePrimary(request.ctx, request.body.domain_id) }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: staff,
      schema: {
        ...doc('Disconnect a domain'),
        params: domainIdParamsSchema,
        response: { 200: domainListResponseSchema },
      },
    },
    async (request) => ({ data: await domains.removeDomain(request.ctx, request.params.id) }),
  );

  app.get(
    '/api/v1/admin/settings/domain-registration',
    {
      config: staff,
      schema: {
        ...doc('Names the registrar offers for a word or a name, with their yearly price'),
        querystring: domainSearchQuerySchema,
        response: { 200: domainSearchResponseSchema },
      },
    },
    async (request) => ({ data: await domains.searchDomains(request.ctx, request.query.query) }),
  );

  app.post(
    '/api/v1/admin/settings/domain-registration',
    {
      config: staff,
      schema: {
        ...doc('Buy a name at the price shown and connect it to the shop'),
        body: domainCheckoutBodySchema,
        response: { 201: domainCheckoutResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await domains.buyDomain(request.ctx, request.body.hostname, request.body.price) }),
  );

  // The ACME server fetches this on the custom host while a certificate is being issued.
  app.get(
    '/.well-known/acme-challenge/:token',
    {
      config: { tenancy: 'none', access: access.public },
      schema: { hide: true, params: z.object({ token: z.string().max(200) }) },
    },
    async (request, reply) => {
      const answer = challengeAnswer(request.params.token);
      if (!answer) return reply.code(404).type('text/plain').send('Not found');
      return reply.type('text/plain').send(answer);
    },
  );
};

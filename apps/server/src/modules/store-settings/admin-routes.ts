import { idSchema } from '@emporia/contracts/primitives';
import {
  currencyFormSchema,
  currencyListResponseSchema,
  defaultCurrencyRequestSchema,
  generalSettingsResponseSchema,
  generalSettingsSaveSchema,
  taxClassFormSchema,
  taxClassListResponseSchema,
  taxClassResponseSchema,
  taxRateFormSchema,
  taxRateListResponseSchema,
  taxRateResponseSchema,
} from '@emporia/contracts/store-settings';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { registerActivityKind } from '../logs';
import { registerSettingsSummary } from '../settings';
import { generalSettingsActivity } from './activity';
import { listCurrencies, saveCurrency, setDefaultCurrency } from './currency-service';
import { readGeneralSettings, saveGeneralPage } from './general-settings';
import { storeSettingsSummaries } from './settings-summary';
import {
  deleteTaxClass,
  deleteTaxRate,
  listTaxClasses,
  listTaxRates,
  saveTaxClass,
  saveTaxRate,
} from './tax-service';

const tags = ['admin: settings'];
const id = idSchema;

/** Admin setting/general, setting/currency and setting/tax (class, class-{id}/rate). */
export const storeSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [area, summary] of Object.entries(storeSettingsSummaries))
    registerSettingsSummary(area, summary);
  registerActivityKind(generalSettingsActivity);
  app.get(
    '/api/v1/admin/settings/general',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Store name, owner, address, e-mail, telephone, default order status',
        response: { 200: generalSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await readGeneralSettings(request.ctx) }),
  );
  app.put(
    '/api/v1/admin/settings/general',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Save the general settings, and with `tracking_tags` the storefront’s tags, all or nothing',
        body: generalSettingsSaveSchema,
        response: { 200: generalSettingsResponseSchema },
      },
    },
    async (request) => {
      const { tracking_tags, ...general } = request.body;
      const data = await saveGeneralPage(request.ctx, general, tracking_tags);
      // The store name and the tags ride on the cached shop (page titles, tag scripts, CSP).
      request.server.forgetShops();
      return { data };
    },
  );

  app.get(
    '/api/v1/admin/settings/currencies',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Currencies and the default one',
        response: { 200: currencyListResponseSchema },
      },
    },
    async (request) => ({ data: await listCurrencies(request.ctx) }),
  );
  app.put(
    '/api/v1/admin/settings/currencies',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Add or change a currency (symbol, position, decimal digits)',
        body: currencyFormSchema,
        response: { 200: currencyListResponseSchema },
      },
    },
    async (request) => ({ data: await saveCurrency(request.ctx, request.body) }),
  );
  app.post(
    '/api/v1/admin/settings/currencies/default',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'The currency the shop sells in',
        body: defaultCurrencyRequestSchema,
        response: { 200: currencyListResponseSchema },
      },
    },
    async (request) => ({ data: await setDefaultCurrency(request.ctx, request.body.code) }),
  );

  app.get(
    '/api/v1/admin/settings/tax-classes',
    {
      config: { access: access.staff('settings') },
      schema: { tags, summary: 'Tax classes', response: { 200: taxClassListResponseSchema } },
    },
    async (request) => ({ data: await listTaxClasses(request.ctx) }),
  );
  app.post(
    '/api/v1/admin/settings/tax-classes',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Add a tax class',
        body: taxClassFormSchema,
        response: { 201: taxClassResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await saveTaxClass(request.ctx, null, request.body) }),
  );
  app.put(
    '/api/v1/admin/settings/tax-classes/:id',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Rename a tax class',
        params: z.object({ id }),
        body: taxClassFormSchema,
        response: { 200: taxClassResponseSchema },
      },
    },
    async (request) => ({ data: await saveTaxClass(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/api/v1/admin/settings/tax-classes/:id',
    {
      config: { access: access.staff('settings') },
      schema: { tags, summary: 'Delete a tax class no product uses', params: z.object({ id }) },
    },
    async (request, reply) => {
      await deleteTaxClass(request.ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/admin/settings/tax-classes/:id/rates',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'The rates of a tax class',
        params: z.object({ id }),
        response: { 200: taxRateListResponseSchema },
      },
    },
    async (request) => ({ data: await listTaxRates(request.ctx, request.params.id) }),
  );
  app.post(
    '/api/v1/admin/settings/tax-classes/:id/rates',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Add a rate (percent or fixed, for a geo zone)',
        params: z.object({ id }),
        body: taxRateFormSchema,
        response: { 201: taxRateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await saveTaxRate(request.ctx, request.params.id, null, request.body) }),
  );
  app.put(
    '/api/v1/admin/settings/tax-classes/:id/rates/:rateId',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Change a rate',
        params: z.object({ id, rateId: id }),
        body: taxRateFormSchema,
        response: { 200: taxRateResponseSchema },
      },
    },
    async (request) => ({
      data: await saveTaxRate(request.ctx, request.params.id, request.params.rateId, request.body),
    }),
  );
  app.delete(
    '/api/v1/admin/settings/tax-classes/:id/rates/:rateId',
    {
      config: { access: access.staff('settings') },
      schema: { tags, summary: 'Delete a rate', params: z.object({ id, rateId: id }) },
    },
    async (request, reply) => {
      await deleteTaxRate(request.ctx, request.params.id, request.params.rateId);
      return reply.code(204).send();
    },
  );
};

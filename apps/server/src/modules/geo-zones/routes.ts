import {
  geoZoneInputSchema,
  geoZoneListResponseSchema,
  geoZoneResponseSchema,
} from '@emporia/contracts/geo-zones';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { registerSettingsSummary } from '../settings';
import { listGeoZones } from './queries';
import { changeGeoZone, createGeoZone, geoZoneDetails, removeGeoZone } from './service';

const tags = ['admin: settings'];
const params = z.object({ id: idSchema });

/** Admin geo zones ({adminPath}/setting/zone): the shipping zones of the shipping modules. */
export const geoZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/zone', async (ctx) => {
    const n = (await listGeoZones(ctx)).length;
    return `${n} ${n === 1 ? 'zone' : 'zones'}`;
  });
  app.get(
    '/api/v1/admin/settings/zone',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Geo zones (shipping zones) of the shop',
        response: { 200: geoZoneListResponseSchema },
      },
    },
    async (request) => ({ data: await listGeoZones(request.ctx) }),
  );

  app.get(
    '/api/v1/admin/settings/zone/:id',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'A geo zone with its members',
        params,
        response: { 200: geoZoneResponseSchema },
      },
    },
    async (request) => ({ data: await geoZoneDetails(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/settings/zone',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Create a geo zone',
        body: geoZoneInputSchema,
        response: { 201: geoZoneResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createGeoZone(request.ctx, request.body) }),
  );

  app.put(
    '/api/v1/admin/settings/zone/:id',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Change a geo zone and its members',
        params,
        body: geoZoneInputSchema,
        response: { 200: geoZoneResponseSchema },
      },
    },
    async (request) => ({ data: await changeGeoZone(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/admin/settings/zone/:id',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: 'Delete a geo zone no shipping module uses',
        params,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeGeoZone(request.ctx, request.params.id);
      return { message: 'Deleted!' };
    },
  );
};

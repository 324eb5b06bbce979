import {
  activityQuerySchema,
  activityResponseSchema,
  errorLogQuerySchema,
  errorLogResponseSchema,
  logSettingsResponseSchema,
  logSettingsSchema,
} from '@emporia/contracts/logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { registerSettingsSummary } from '../settings';
import { listActivity } from './activity';
import { registerActivityKind } from './activity-kinds';
import { listErrors } from './errors';
import { activityCsv } from './export';
import { readLogSettings, retentionKey, saveLogSettings } from './retention';
import { logsSettingsSummary } from './settings-summary';

/**
 * setting/log: the activity log of admin changes, its CSV export, the error
 * log and the retention period. Read with the 'settings' permission: the
 * permission model has no narrower one, and the log shows every area's data.
 */
export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/log', logsSettingsSummary);
  registerActivityKind({
    kind: `setting:${retentionKey}`,
    noun: 'settings',
    name: () => 'Activity log',
    path: () => 'setting/log',
    fields: { retention_days: { label: 'keep entries (days)' } },
  });
  const settings = { access: access.staff('settings') };
  const tags = ['admin settings'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/admin/logs/activity',
    {
      config: settings,
      schema: {
        tags,
        security,
        summary: 'Who changed what in the admin, newest first; filtered by staff, area, dates and words',
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (request) => listActivity(request.ctx, request.query),
  );

  app.get(
    '/api/v1/admin/logs/activity.csv',
    {
      config: settings,
      schema: {
        tags,
        security,
        summary: 'The filtered activity log as CSV (newest 10,000 entries)',
        querystring: activityQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-log-${day}.csv"`)
        .header('cache-control', 'no-store');
      return activityCsv(request.ctx, request.query);
    },
  );

  app.get(
    '/api/v1/admin/logs/errors',
    {
      config: settings,
      schema: {
        tags,
        security,
        summary: 'Failures of the shop’s carriers, payments and e-mails, newest first',
        querystring: errorLogQuerySchema,
        response: { 200: errorLogResponseSchema },
      },
    },
    async (request) => ({ data: await listErrors(request.ctx, request.query.kind) }),
  );

  app.get(
    '/api/v1/admin/logs/settings',
    {
      config: settings,
      schema: {
        tags,
        security,
        summary: 'How many days the activity log keeps entries',
        response: { 200: logSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await readLogSettings(request.ctx) }),
  );

  app.put(
    '/api/v1/admin/logs/settings',
    {
      config: settings,
      schema: {
        tags,
        security,
        summary: 'Change how many days the activity log keeps entries',
        body: logSettingsSchema,
        response: { 200: logSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await saveLogSettings(request.ctx, request.body) }),
  );
};

import { beaconIntakeResponseSchema } from '@emporia/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorRoute } from '../operator';
import type { BeaconIntake } from './intake';

/** The operator reads what this process did with the beacons beyond its limits (ADR 0106). */
export function platformAnalyticsRoutes(
  intake: BeaconIntake,
  token: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/platform/analytics/beacons',
      {
        ...operatorRoute(token),
        schema: {
          tags: ['platform'],
          summary:
            "This process's beacons: held for the database, written, dropped (buffer full, rate limited, replayed)",
          response: { 200: beaconIntakeResponseSchema },
        },
      },
      async () => ({ data: intake.report() }),
    );
  };
}

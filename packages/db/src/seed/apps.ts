import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../connection';
import { apps } from '../schema/index';

/**
 * Two sample apps so the demo's directory can be tried by clicking: they run inside the
 * platform (modules/apps/sample-apps.ts), which sets their secret from the platform key on first
 * install. Real apps are listed by the platform operator (POST /api/v1/platform/apps), which
 * answers the secret once.
 */
const samples = [
  {
    name: 'Order Sync Sample',
    clientId: 'order-sync-sample',
    developer: 'Emporia samples',
    description: 'Copies new and paid orders to your accounting or fulfilment system.',
    // Paths on the shop's own host: these samples run inside the platform (modules/apps/sample-apps.ts).
    redirectUris: ['/sample-apps/order-sync-sample/callback'],
    installUrl: '/sample-apps/order-sync-sample/install',
    scopes: ['read_orders', 'write_orders', 'read_products'],
    webhookTopics: [
      'orders/created',
      'orders/paid',
      'orders/fulfilled',
      'orders/cancelled',
      'app/uninstalled',
    ],
  },
  {
    name: 'Stock Helper Sample',
    clientId: 'stock-helper-sample',
    developer: 'Emporia samples',
    description: 'Keeps product stock in step with your warehouse.',
    redirectUris: ['/sample-apps/stock-helper-sample/callback'],
    installUrl: '/sample-apps/stock-helper-sample/install',
    scopes: ['read_products', 'write_products'],
    webhookTopics: ['products/create', 'products/update', 'products/delete', 'app/uninstalled'],
  },
];

export async function seedApps(db: Db): Promise<void> {
  for (const sample of samples) {
    const secretHash = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
    await db
      .insert(apps)
      .values({ ...sample, clientSecretHash: secretHash, sealedClientSecret: null })
      .onConflictDoNothing();
  }
}

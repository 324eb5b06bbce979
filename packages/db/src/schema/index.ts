// The whole database schema. Each area adds its file here; drizzle-kit reads this module.
export * from './accounts';
export * from './outbox';
export * from './shops';

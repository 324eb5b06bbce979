// The whole database schema. Each area adds its file here; drizzle-kit reads this module.

export * from './account-tokens';
export * from './accounts';
export * from './appearance-templates';
export * from './banners';
export * from './blog';
export * from './carts';
export * from './catalog';
export * from './contact';
export * from './coupons';
export * from './currencies';
export * from './customers';
export * from './domains';
export * from './gift-cards';
export * from './locations';
export * from './menus';
export * from './newsletter';
export * from './order-statuses';
export * from './orders';
export * from './outbox';
export * from './payments';
export * from './search';
export * from './shipping';
export * from './shops';
export * from './tax';
export * from './wishlist';

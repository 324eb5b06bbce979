// The signup module's public entry: what other modules import from it, and nothing else.

export { sendPlatformMail } from './mail';
export { type NewShop, provisionShop } from './provision';
export { newShopRateLimit } from './routes';
export { forgetStaleSignups, subdomainRefusal } from './service';

// The email-settings module's public entry: what other modules import from it, and nothing else.
export { type PlatformMail, type ShopSender, serverAnswerOf, shopSender } from './sender';

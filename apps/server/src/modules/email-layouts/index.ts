// The email-layouts module's public entry: what other modules import from it, and nothing else.
export { enqueueTemplatedEmail, type TemplatedEmail } from './service';

/**
 * The error code of a refusal because of the plan; the admin links it to the plans page.
 * A plain module: the error alert on every storefront page's first load reads it, and the
 * subscription contract (zod) would bring zod along (ADR 0047).
 */
export const planLimitCode = 'plan_limit';

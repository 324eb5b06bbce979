import type { RequestContext } from './context';

/**
 * Business events other areas may react to (the apps area turns them into
 * webhooks). Announced inside the transaction of the change, so a listener's
 * writes commit or roll back with it; keep listeners to SQL. Products have
 * their own channel (catalog/events.ts).
 */
export type DomainEvent =
  | { kind: 'order'; what: 'created' | 'paid' | 'fulfilled' | 'cancelled'; orderId: number }
  | { kind: 'customer-created'; customerId: number }
  /** The merchant asked for everything stored about a customer (apps answer customers/data_request). */
  | { kind: 'customer-data-requested'; requestId: string; customer: PrivacySubject; orderIds: number[] }
  /** A customer was deleted; apps erase what they keep of them (customers/redact). */
  | { kind: 'customer-erased'; customer: PrivacySubject; orderIds: number[] }
  /** The shop is to be erased on that day; apps erase its data (shop/redact). */
  | { kind: 'shop-erasure-scheduled'; eraseOn: string };

/** Who a privacy event is about, as the webhook names them. */
export interface PrivacySubject {
  id: number;
  email: string;
  phone: string;
}

export type DomainEventListener = (ctx: RequestContext, event: DomainEvent) => Promise<void>;

const listeners = new Set<DomainEventListener>();

/** Pass a module-level function: each test file's app registers again and the set keeps one. */
export function onDomainEvent(listener: DomainEventListener): void {
  listeners.add(listener);
}

export async function announce(ctx: RequestContext, event: DomainEvent): Promise<void> {
  for (const listener of listeners) await listener(ctx, event);
}

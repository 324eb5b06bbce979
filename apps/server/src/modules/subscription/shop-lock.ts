const running = new Map<number, Promise<unknown>>();

/**
 * Runs one shop's billing steps one after another in this process (a double submit of two
 * different plans, a renewal during a change), so each step reads the state the previous one
 * left. Provider calls sit inside, so no database transaction is held open across them; across
 * processes the invoices' idempotency keys still keep a period from being charged twice.
 */
export function serialisedForShop<T>(shopId: number, step: () => Promise<T>): Promise<T> {
  const previous = running.get(shopId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(step);
  running.set(shopId, next);
  const forget = () => {
    if (running.get(shopId) === next) running.delete(shopId);
  };
  next.then(forget, forget);
  return next;
}

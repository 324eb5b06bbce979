import type { TestApp } from './app';

/** The SQL texts the app's database was sent while `work` ran (both drivers, prepared or not). */
export async function queriesDuring(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    seen.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? ''));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

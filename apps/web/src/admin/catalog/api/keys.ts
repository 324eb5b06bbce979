/** Query keys of the admin catalogue; saving anything refreshes everything under `catalogKey`. */
export const catalogKey = ['admin', 'catalog'] as const;
export const keyOf = (...parts: unknown[]) => [...catalogKey, ...parts] as const;

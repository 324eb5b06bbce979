import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** A list page's state in its address (filters, sort, page), so it survives reloads and links. */
export interface ListState {
  params: URLSearchParams;
  sort: string;
  order: SortOrder;
  page: number;
  /** Text filter `name`, or undefined. */
  get: (name: string) => string | undefined;
  /** Sets (or, with undefined/'', drops) values; any change but the page starts at page 1. */
  set: (next: Record<string, string | undefined>) => void;
  /** A heading clicked: sort by it ascending, or flip the direction when already sorted by it. */
  toggleSort: (sort: string) => void;
}

export function useListState(defaults: { sort: string; order: SortOrder }): ListState {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') ?? defaults.sort;
  const order: SortOrder = (params.get('order') as SortOrder | null) ?? defaults.order;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const set = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  return {
    params,
    sort,
    order,
    page,
    get: (name) => params.get(name) || undefined,
    set,
    toggleSort: (column) => set({ sort: column, order: sort === column && order === 'asc' ? 'desc' : 'asc' }),
  };
}

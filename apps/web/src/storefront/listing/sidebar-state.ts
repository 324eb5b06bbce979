import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../app/session';

/** SPEC §2/§9: the filter sidebar is open by default only on windows wider than this. */
export const sidebarBreakpoint = 992;

/** SPEC §3 browser storage: where the search sidebar's state is kept. */
export const sidebarStorageKey = 'emporia.search_sidebar';

export interface SidebarState {
  open: boolean;
  /** Filter groups whose options are shown. */
  expanded: string[];
  /** Filter groups showing all their options ('see more'). */
  showAll: string[];
}

export const defaultExpanded = ['category', 'manufacturer', 'rating'];

export function initialSidebarState(windowWidth: number): SidebarState {
  return { open: windowWidth > sidebarBreakpoint, expanded: [...defaultExpanded], showAll: [] };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The remembered state, or the default for this window; storage that fails or holds junk counts as empty. */
export function loadSidebarState(windowWidth: number): SidebarState {
  const fallback = initialSidebarState(windowWidth);
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sidebarStorageKey) ?? 'null');
    if (!stored || typeof stored !== 'object') return fallback;
    const { open, expanded, showAll } = stored as Record<string, unknown>;
    return {
      open: typeof open === 'boolean' ? open : fallback.open,
      expanded: isStringList(expanded) ? expanded : fallback.expanded,
      showAll: isStringList(showAll) ? showAll : fallback.showAll,
    };
  } catch {
    return fallback;
  }
}

function saveSidebarState(state: SidebarState): void {
  try {
    localStorage.setItem(sidebarStorageKey, JSON.stringify(state));
  } catch {
    // Private modes may refuse storage; the sidebar then simply forgets.
  }
}

const toggled = (list: string[], item: string) =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];

/** What the page shows before it knows the window: open on wide screens (by CSS), default groups. */
export interface UndecidedSidebarState extends Omit<SidebarState, 'open'> {
  open: undefined;
}

const undecided: UndecidedSidebarState = { open: undefined, expanded: [...defaultExpanded], showAll: [] };

/**
 * The sidebar's open/closed state, expanded groups and 'see more' groups, remembered in
 * localStorage. The server knows neither the window nor the storage, so a server-rendered
 * page starts undecided (open only on wide screens, by CSS) and takes the remembered state
 * once live.
 */
export function useSidebarState() {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<SidebarState | undefined>(() =>
    hydrated ? loadSidebarState(window.innerWidth) : undefined,
  );
  useEffect(() => {
    if (!stored) setStored(loadSidebarState(window.innerWidth));
  }, [stored]);
  const update = useCallback((change: (current: SidebarState) => SidebarState) => {
    setStored((current) => {
      const next = change(current ?? loadSidebarState(window.innerWidth));
      saveSidebarState(next);
      return next;
    });
  }, []);
  const state: SidebarState | UndecidedSidebarState = stored ?? undecided;
  return {
    state,
    toggleOpen: () => update((s) => ({ ...s, open: !s.open })),
    toggleGroup: (group: string) => update((s) => ({ ...s, expanded: toggled(s.expanded, group) })),
    toggleShowAll: (group: string) => update((s) => ({ ...s, showAll: toggled(s.showAll, group) })),
  };
}

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSidebarState, sidebarStorageKey, useSidebarState } from './sidebar-state';

describe('the filter sidebar state (SPEC §2)', () => {
  it('is open by default only on windows wider than 992 px', () => {
    expect(loadSidebarState(1200).open).toBe(true);
    expect(loadSidebarState(992).open).toBe(false);
    expect(loadSidebarState(600).open).toBe(false);
  });

  it('remembers open/closed, expanded groups and "see more" groups in localStorage', () => {
    window.innerWidth = 1200;
    const { result } = renderHook(() => useSidebarState());
    act(() => result.current.toggleOpen());
    act(() => result.current.toggleGroup('category'));
    act(() => result.current.toggleShowAll('manufacturer'));
    expect(JSON.parse(localStorage.getItem(sidebarStorageKey)!)).toEqual({
      open: false,
      expanded: ['manufacturer', 'rating'],
      showAll: ['manufacturer'],
    });
    expect(loadSidebarState(1200)).toEqual({
      open: false,
      expanded: ['manufacturer', 'rating'],
      showAll: ['manufacturer'],
    });
  });

  it('ignores junk in storage', () => {
    localStorage.setItem(sidebarStorageKey, '{"open":"yes","expanded":[1]}');
    expect(loadSidebarState(1200)).toEqual({
      open: true,
      expanded: ['category', 'manufacturer', 'rating'],
      showAll: [],
    });
    localStorage.setItem(sidebarStorageKey, 'not json');
    expect(loadSidebarState(500).open).toBe(false);
  });
});

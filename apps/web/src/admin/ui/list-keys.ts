import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

/**
 * ArrowDown / ArrowUp in a combobox (admin search, item picker): opens its list
 * and moves the highlight round the `count` options. Whether the key was an arrow.
 */
export function moveHighlight(
  event: KeyboardEvent<HTMLInputElement>,
  count: number,
  open: () => void,
  setActive: Dispatch<SetStateAction<number>>,
): boolean {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
  event.preventDefault();
  open();
  if (count === 0) return true;
  const step = event.key === 'ArrowDown' ? 1 : -1;
  setActive((current) => (current + step + count) % count);
  return true;
}

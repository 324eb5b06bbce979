import { describe, expect, it } from 'vitest';
import { keyFreshHistoryEntry } from './history-entry';

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history;
}

let serial = 0;
const newKey = () => `fresh${++serial}`;

describe('the history entry a page loads into', () => {
  it('gets a key of its own on a fresh load, so no saved position of another load applies', () => {
    const typed = fakeHistory(null);
    keyFreshHistoryEntry(typed, 'navigate', newKey);
    const other = fakeHistory(null);
    keyFreshHistoryEntry(other, 'navigate', newKey);
    expect((typed.state as { key: string }).key).not.toBe('default');
    expect((typed.state as { key: string }).key).not.toBe((other.state as { key: string }).key);
  });

  it('gets a new key on a reload, keeping the router’s other state', () => {
    const history = fakeHistory({ key: 'abc', idx: 3, usr: { from: 'cart' } });
    keyFreshHistoryEntry(history, 'reload', newKey);
    expect(history.state).toEqual({ key: expect.not.stringMatching(/^abc$/), idx: 3, usr: { from: 'cart' } });
  });

  it('keeps its key when the browser comes back to it, so its saved position is restored', () => {
    const history = fakeHistory({ key: 'abc', idx: 3 });
    keyFreshHistoryEntry(history, 'back_forward', newKey);
    expect(history.state).toEqual({ key: 'abc', idx: 3 });
  });

  it('gets a key when it comes back without one', () => {
    const history = fakeHistory({ idx: 0 });
    keyFreshHistoryEntry(history, 'back_forward', newKey);
    expect((history.state as { key?: string }).key).toMatch(/^fresh/);
  });
});

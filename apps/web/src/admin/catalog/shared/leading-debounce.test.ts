import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadingDebounce } from './leading-debounce';

describe('leading debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes the first call at once and the last one after a quiet 300 ms', () => {
    const seen: string[] = [];
    const bound = leadingDebounce((value: string) => seen.push(value), 300);
    bound('a');
    expect(seen).toEqual(['a']);
    bound('ab');
    bound('abc');
    vi.advanceTimersByTime(299);
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a', 'abc']);
    vi.advanceTimersByTime(1000);
    bound('abcd');
    expect(seen).toEqual(['a', 'abc', 'abcd']);
  });
});

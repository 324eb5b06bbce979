import type { Db } from '@emporia/db';
import { describe, expect, it } from 'vitest';
import { HeldFiles } from './parsed-files';

const dbA = {} as Db;
const dbB = {} as Db;

describe('the parsed files held between import steps', () => {
  it('keeps at most two, forgets the oldest, and tells databases apart', () => {
    const held = new HeldFiles<string>();
    held.set(dbA, 1, 'a1');
    held.set(dbB, 1, 'b1');
    expect(held.get(dbA, 1)).toBe('a1');
    expect(held.get(dbB, 1)).toBe('b1');
    held.set(dbA, 2, 'a2');
    // A third file pushes out the oldest: its next step parses the stored file again.
    expect(held.get(dbA, 1)).toBeUndefined();
    expect(held.get(dbB, 1)).toBe('b1');
    held.forget(dbB, 1);
    expect(held.get(dbB, 1)).toBeUndefined();
    expect(held.get(dbA, 2)).toBe('a2');
  });
});

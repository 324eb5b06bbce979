import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('matches the words anywhere and takes %, _ and \\ literally', () => {
    expect(likePattern('tent')).toBe('%tent%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

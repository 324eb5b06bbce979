import { describe, expect, it } from 'vitest';
import { defaultTextPlaceholder } from './untranslated';

describe('the placeholder of an empty translation box', () => {
  it('is the default text, rich text as words with its blocks apart', () => {
    expect(
      defaultTextPlaceholder(
        '<p><strong>Headlamp</strong> by Wildcraft.</p><ul><li>Bright</li><li>Light</li></ul>',
      ),
    ).toBe('Headlamp by Wildcraft. Bright Light');
    expect(defaultTextPlaceholder('Buy a headlamp')).toBe('Buy a headlamp');
    expect(defaultTextPlaceholder(undefined)).toBe('');
  });

  it('is cut short with an ellipsis', () => {
    expect(defaultTextPlaceholder('word '.repeat(100), 20)).toBe('word word word word…');
  });
});

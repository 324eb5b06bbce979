import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the French wording bundle', () => {
  it('words every English key, keeping its {{placeholders}}', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
    const at = (tree: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of keysOf(en)) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(at(fr, key)), key).toEqual(placeholders(at(en, key)));
    }
  });
});

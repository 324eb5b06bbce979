import { describe, expect, it } from 'vitest';
import { tidySentences } from './outbox';

describe('e-mail sentences', () => {
  it('ends a sentence with one full stop after a name that has its own', () => {
    expect(tidySentences('Thank you for your order at Emporia Gear Co.. Your reference is X.')).toBe(
      'Thank you for your order at Emporia Gear Co. Your reference is X.',
    );
    expect(tidySentences('Back in stock at Emporia Gear Co..')).toBe('Back in stock at Emporia Gear Co.');
  });

  it('leaves ellipses and links alone', () => {
    expect(tidySentences('Wait for it...')).toBe('Wait for it...');
    expect(tidySentences('Open https://shop.example/a..b now.')).toBe('Open https://shop.example/a..b now.');
  });
});

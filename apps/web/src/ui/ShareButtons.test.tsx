import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../app/i18n';
import { ShareButtons } from './ShareButtons';

afterEach(() => vi.restoreAllMocks());

describe('share buttons (SPEC §9)', () => {
  it('share the current page on four networks in a centred 626 × 436 popup', () => {
    setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareButtons title="Ridgeline Headlamp" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Facebook', 'X', 'Pinterest', 'LinkedIn']);
    fireEvent.click(screen.getByRole('button', { name: 'Share on X' }));
    const [url, name, features] = open.mock.calls[0]!;
    expect(String(url)).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(window.location.href)}&text=Ridgeline%20Headlamp`,
    );
    expect(name).toBe('share');
    expect(features).toMatch(/^width=626,height=436,left=\d+,top=\d+,noopener,noreferrer$/);
  });
});

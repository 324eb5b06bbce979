import { describe, expect, it } from 'vitest';
import { expectPageTitle, pageTitled, settledPageTitle } from './page-title-state';

describe('the title a page view is reported with', () => {
  it('is the tab’s title at once for a page titled by its route, and waits for a page that titles itself', async () => {
    document.title = 'Cart | Shop';
    expect(await settledPageTitle('entry-1')).toBe('Cart | Shop');

    // A product page: the shop's name until its data comes.
    expectPageTitle('entry-2');
    document.title = 'Shop';
    const reported = settledPageTitle('entry-2');
    setTimeout(() => {
      document.title = 'Trail Tent | Shop';
      pageTitled('entry-2', document.title);
    }, 250);
    expect(await reported).toBe('Trail Tent | Shop');
  });
});

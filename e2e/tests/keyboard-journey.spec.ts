import { expect, type Locator, type Page, test } from '@playwright/test';
import { port, shopOrigin } from './helpers';

// Issue 36 (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): the whole shopper journey with the keyboard alone —
// Tab, Shift+Tab, Enter, Space and the arrow keys. No click, and no field filled before the Tab
// key reached it: every control is reached the way a keyboard user reaches it, and shows it has focus.
const origin = shopOrigin('demo');
test.describe.configure({ timeout: process.env.CI ? 300_000 : 180_000 });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; its focus must show. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Focus must be seen (WCAG 2.4.7): an outline or a focus ring (Bootstrap's box-shadow). */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((element) => {
    const css = getComputedStyle(element);
    return {
      outline: css.outlineStyle !== 'none' && css.outlineWidth !== '0px',
      ring: css.boxShadow !== 'none',
    };
  });
  expect(style.outline || style.ring, `${target} shows no focus`).toBe(true);
}

/** Moves to a text field by Tab and types into it as a keyboard user would. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Moves to a list box by Tab and chooses `label` with the arrow keys. */
async function choose(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  for (let presses = 0; presses < 300; presses++) {
    const chosen = await select.evaluate((element) => {
      const box = element as HTMLSelectElement;
      return box.selectedOptions[0]?.textContent?.trim() ?? '';
    });
    if (chosen === label) return;
    await page.keyboard.press(presses === 0 ? 'Home' : 'ArrowDown');
  }
  throw new Error(`${label} is not a choice of ${select}`);
}

/** Moves into a group of radio buttons by Tab and to `radio` with the arrow keys, which checks it. */
async function chooseRadio(page: Page, radio: Locator) {
  const name = await radio.getAttribute('name');
  for (let presses = 0; presses <= 80; presses++) {
    const inGroup = await page.evaluate(
      (group) => (document.activeElement as HTMLInputElement | null)?.name === group,
      name,
    );
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 20 && !(await isFocused(radio)); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expectVisibleFocus(radio);
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/**
 * Opens a page and waits until it has come alive: until then its controls sit in a disabled
 * fieldset, which Tab passes over (on a busy machine the walk would go round the page without them).
 */
async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('fieldset.page-controls[disabled]')).toHaveCount(0);
}

async function pressOn(page: Page, target: Locator, key = 'Enter', options = {}) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Home → a category from the menu → a filter → search → a product with options → in the cart. */
async function browseAndAdd(page: Page) {
  await openPage(page, `${origin}/`);
  // The first Tab stop skips the header and menus.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The category menu opens with Enter and is walked with the arrow keys.
  await pressOn(page, page.getByRole('button', { name: 'Shop by Category' }), 'Enter', { backwards: true });
  const camping = page.locator('#category-menu + .dropdown-menu, .dropdown-menu.show').getByRole('link', {
    name: 'Camping',
    exact: true,
  });
  for (let presses = 0; presses < 30 && !(await isFocused(camping)); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(camping).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Camping', level: 1 })).toBeVisible();

  // A facet is a checkbox: Space ticks it and the list narrows.
  const summitPeak = page
    .locator('#search-sidebar [data-group="manufacturer"]')
    .getByLabel('Summit Peak (4)');
  await tabTo(page, summitPeak);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/flt=manufacturer/);
  await expect(page.getByRole('button', { name: 'Remove Summit Peak' })).toBeVisible();

  // Search from the header, back up the page with Shift+Tab.
  const searchBox = page.getByRole('search').getByRole('searchbox');
  await tabTo(page, searchBox, { backwards: true, max: 120 });
  await page.keyboard.type('trailblazer');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('trailblazer');

  await pressOn(page, page.getByRole('link', { name: 'Trailblazer Rain Jacket' }).first());
  await expect(page.getByRole('heading', { name: 'Trailblazer Rain Jacket', level: 1 })).toBeVisible();
  await choose(page, page.getByLabel('Color'), 'Blue');
  await choose(page, page.getByLabel('Size'), 'M');
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Add to Cart' }));
  await expect(page.getByText('Trailblazer Rain Jacket has been added to your cart.')).toBeVisible();
}

/** The mini cart's Checkout, reached from the header with Shift+Tab and the arrow keys. */
async function goToCheckout(page: Page) {
  await pressOn(page, page.locator('#mini-cart-toggle'), 'Enter', { backwards: true, max: 120 });
  const checkout = page.locator('.mini-cart-menu').getByRole('link', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  for (let presses = 0; presses < 20 && !(await isFocused(checkout)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(checkout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
}

async function shippingAddress(page: Page) {
  const form = page.getByRole('form', { name: 'Shipping Address' });
  await typeInto(page, form.getByLabel('First Name'), 'Kay');
  await typeInto(page, form.getByLabel('Last Name'), 'Board');
  await typeInto(page, form.getByLabel('Street Address'), '1 Main St');
  await typeInto(page, form.getByLabel('City'), 'Springfield');
  await typeInto(page, form.getByLabel('Zip Code'), '62701');
  await choose(page, form.getByLabel('Country'), 'United States');
  await choose(page, form.getByLabel('State'), 'Illinois');
  await pressOn(page, form.getByRole('button', { name: 'Continue' }));
}

/** Shipping and the money-order method chosen with the arrow keys; the order placed with Enter. */
async function payByMoneyOrder(page: Page): Promise<string> {
  await chooseRadio(page, page.getByLabel(/^Flat-Rate Shipping \(Tracking Available\)/));
  await chooseRadio(page, page.getByLabel('Money Order'));
  await pressOn(page, page.getByRole('button', { name: 'Place Order' }));
  await expect(page).toHaveURL(/\/checkout-success\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('a guest finds, chooses, pays by money order and tracks the order with the keyboard alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await browseAndAdd(page);
  await goToCheckout(page);
  const email = `keys.${Date.now()}@example.com`;
  const contact = page.getByRole('group', { name: 'Contact details' });
  await typeInto(page, contact.getByLabel('E-Mail'), email);
  await typeInto(page, contact.getByLabel('First Name'), 'Kay');
  await typeInto(page, contact.getByLabel('Last Name'), 'Board');
  await shippingAddress(page);
  const ref = await payByMoneyOrder(page);

  // Track the order from the footer's link.
  await pressOn(page, page.getByRole('contentinfo').getByRole('link', { name: 'Track Your Order' }));
  await expect(page).toHaveURL(/\/track-order\/form$/);
  await typeInto(page, page.getByLabel('Order Reference'), ref);
  await typeInto(page, page.getByLabel('E-Mail'), email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/track-order/${ref}$`));
  await expect(page.getByRole('table', { name: 'Order History' })).toContainText('Pending');

  // The statement is one Tab stop of every page's footer away.
  await pressOn(page, page.getByRole('link', { name: 'Accessibility statement' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Accessibility statement for /);
});

test('a signed-in shopper does the same with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `keys.member.${Date.now()}@example.com`;
  const password = 'trail-mix-42';
  // Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
  const registered = await page.request.post(`http://127.0.0.1:${port}/api/v1/storefront/register`, {
    data: { firstname: 'Kim', lastname: 'Keys', email, password, confirm: password, cart: [] },
  });
  expect(registered.status()).toBe(201);

  await openPage(page, `${origin}/`);
  await pressOn(
    page,
    page.getByRole('navigation', { name: 'Cart and account' }).getByRole('link', { name: 'Login' }),
  );
  await typeInto(page, page.getByLabel('E-Mail'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('navigation', { name: 'Cart and account' }).getByRole('link', { name: 'My Account' }),
  ).toBeVisible();

  await browseAndAdd(page);
  await goToCheckout(page);
  await shippingAddress(page);
  const ref = await payByMoneyOrder(page);

  // The order is in the account, opened from its list.
  await pressOn(
    page,
    page.getByRole('navigation', { name: 'Cart and account' }).getByRole('link', { name: 'My Account' }),
    'Enter',
    { backwards: true, max: 120 },
  );
  await expect(page).toHaveURL(/\/account\/orders\/list$/);
  await pressOn(page, page.getByRole('row').filter({ hasText: ref }).getByRole('link', { name: 'View' }));
  await expect(page).toHaveURL(new RegExp(`/account/orders/details/${ref}$`));
});

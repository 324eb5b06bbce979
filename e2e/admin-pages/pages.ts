/** The records whose pages the bench opens; records.ts finds one of each, or makes it. */
export interface Records {
  product: number;
  variableProduct: number;
  category: number;
  manufacturer: number;
  review: number;
  customer: number;
  message: number;
  customerGroup: number;
  order: number;
  giftCard?: number;
  discount: number;
  option: number;
  taxClass: number;
  theme: string;
  article: number;
  page: number;
  banner: number;
  installedApp?: number;
  shipperMethod: number;
  shipperRegion: number;
}

/**
 * One admin page to open: its address under the admin path, and what must show before it counts
 * as shown besides the common rule (a heading in the page and no loading placeholder, see
 * measure.ts): a selector of its main content where the heading comes before it (editors,
 * tables, charts). A page whose record the shop lacks is skipped, with why.
 */
export interface AdminPage {
  name: string;
  path: string;
  shows?: string;
}

const table = 'main table tbody tr';
const form = 'main form';
/**
 * A rich-text box with its text: CKEditor's editable area, or the editor-shaped box that holds the
 * text (and takes typing) while CKEditor starts (apps/web/src/admin/catalog/shared/EarlyEditorBox.tsx).
 */
const textBox = 'main .rich-text-editor :is(.ck-editor__editable, .rich-text-early-text)';
/** CKEditor itself, started and shown (--editor-ready); while it starts it is laid out unseen. */
const liveEditor = 'main .rich-text-editor .ck-editor__editable:not(.rich-text-starting *)';

/**
 * Every page of the admin route table (apps/web/src/admin/admin-routes.tsx, catalog-routes.ts,
 * order-routes.tsx and the plugin pages under apps/web/src/modules/admin-plugin/), in its order;
 * pages with a record use the shop's first one. Logout is not a page. Keep in step with the table.
 */
export function adminPages(
  r: Records,
  { editorReady = false } = {},
): (AdminPage | { name: string; skipped: string })[] {
  const editor = editorReady ? liveEditor : textBox;
  const need = (name: string, id: number | undefined, path: (id: number) => string, shows?: string) =>
    id === undefined
      ? { name, skipped: `the shop has no ${name.split(' ')[0]}` }
      : { name, path: path(id), shows };
  return [
    { name: 'dashboard', path: 'dashboard', shows: 'main .card' },
    { name: 'account', path: 'account', shows: form },
    { name: 'users', path: 'users', shows: table },
    { name: 'product list', path: 'product/all', shows: table },
    { name: 'product new', path: 'product/new', shows: editor },
    { name: 'import', path: 'product/import', shows: 'main fieldset' },
    { name: 'product edit', path: `product/${r.product}`, shows: editor },
    { name: 'product variants', path: `product/children-products/${r.variableProduct}`, shows: table },
    { name: 'category list', path: 'product/category/all', shows: table },
    { name: 'category new', path: 'product/category/new', shows: editor },
    { name: 'category edit', path: `product/category/${r.category}`, shows: editor },
    { name: 'manufacturer list', path: 'product/manufacturer/all', shows: table },
    { name: 'manufacturer new', path: 'product/manufacturer/new', shows: form },
    { name: 'manufacturer edit', path: `product/manufacturer/${r.manufacturer}`, shows: form },
    { name: 'review list', path: 'product/review/all', shows: table },
    { name: 'review new', path: 'product/review/new', shows: form },
    { name: 'review edit', path: `product/review/${r.review}`, shows: form },
    { name: 'restock', path: 'product/restock' },
    { name: 'url redirects', path: 'product/redirect', shows: table },
    { name: 'customer list', path: 'customer/all', shows: table },
    { name: 'customer new', path: 'customer/new', shows: form },
    { name: 'customer edit', path: `customer/${r.customer}`, shows: form },
    { name: 'messages', path: 'customer/messages', shows: table },
    { name: 'newsletter', path: 'customer/newsletter' },
    { name: 'message', path: `customer/messages/${r.message}` },
    { name: 'group pricing list', path: 'customer/group-pricing/all', shows: table },
    { name: 'group pricing edit', path: `customer/group-pricing/${r.customerGroup}` },
    { name: 'order list', path: 'order/all', shows: table },
    { name: 'order new', path: 'order/new', shows: form },
    { name: 'order details', path: `order/${r.order}`, shows: 'main form[aria-label="Change status"]' },
    { name: 'order edit', path: `order/${r.order}/edit`, shows: table },
    { name: 'invoice', path: `order/invoice?ids=${r.order}`, shows: table },
    { name: 'packing slip', path: `order/packingslip?ids=${r.order}`, shows: table },
    { name: 'order return', path: `order/${r.order}/return`, shows: form },
    { name: 'abandoned carts', path: 'order/abandoned/all' },
    { name: 'gift card list', path: 'order/gift-card/all' },
    need('gift card', r.giftCard, (id) => `order/gift-card/${id}`),
    { name: 'settings', path: 'setting/index', shows: 'main [data-testid="settings-summary"]' },
    { name: 'general settings', path: 'setting/general', shows: form },
    { name: 'languages', path: 'setting/language', shows: table },
    { name: 'currencies', path: 'setting/currency', shows: table },
    { name: 'payment methods', path: 'setting/payment' },
    { name: 'shipping methods', path: 'setting/shipping' },
    { name: 'options', path: 'setting/option', shows: table },
    { name: 'option values', path: `setting/option-${r.option}/value` },
    { name: 'zones', path: 'setting/zone', shows: table },
    { name: 'backup', path: 'setting/backup' },
    { name: 'files', path: 'setting/file' },
    { name: 'social', path: 'setting/social', shows: form },
    { name: 'tax classes', path: 'setting/tax/class', shows: table },
    { name: 'tax rates', path: `setting/tax/class-${r.taxClass}/rate` },
    { name: 'domains', path: 'setting/domain/index' },
    { name: 'domain connect', path: 'setting/domain/connect', shows: form },
    { name: 'domain registration', path: 'setting/domain/registration', shows: form },
    {
      name: 'domain checkout',
      path: 'setting/domain/checkout?hostname=example-gear.com&price=12&currency=USD',
    },
    { name: 'email settings', path: 'setting/email', shows: form },
    { name: 'activity log', path: 'setting/log' },
    { name: 'discount list', path: 'discount/all', shows: table },
    { name: 'discount new', path: 'discount/new', shows: form },
    { name: 'discount edit', path: `discount/${r.discount}`, shows: form },
    { name: 'appearance', path: 'appearance/dashboard' },
    { name: 'themes', path: 'appearance/theme/index' },
    { name: 'theme editor', path: `appearance/theme/edit/${r.theme}`, shows: form },
    { name: 'wording', path: 'appearance/theme/language' },
    { name: 'email layouts', path: 'appearance/email-layout/index' },
    { name: 'email layout edit', path: 'appearance/email-layout/edit/order-confirmation', shows: form },
    { name: 'menus', path: 'appearance/menu/index' },
    { name: 'menu bar', path: 'appearance/menu/main-menu/bar' },
    { name: 'menu block', path: 'appearance/menu/footer/block' },
    { name: 'article list', path: 'appearance/article/all', shows: table },
    { name: 'article new', path: 'appearance/article/new', shows: editor },
    { name: 'article edit', path: `appearance/article/${r.article}`, shows: editor },
    { name: 'page list', path: 'appearance/page/all', shows: table },
    { name: 'page new', path: 'appearance/page/new', shows: editor },
    { name: 'page edit', path: `appearance/page/${r.page}`, shows: editor },
    { name: 'banner list', path: 'appearance/banner/all' },
    { name: 'banner new', path: 'appearance/banner/new', shows: form },
    { name: 'banner edit', path: `appearance/banner/${r.banner}`, shows: form },
    { name: 'meta tags', path: 'appearance/meta/index' },
    { name: 'meta tag new', path: 'appearance/meta/new', shows: form },
    { name: 'meta tag edit', path: 'appearance/meta/edit-home', shows: form },
    { name: 'analytics', path: 'analytic/dashboard' },
    { name: 'apps', path: 'app/dashboard' },
    { name: 'app request grant', path: 'app/request-grant' },
    need('app details', r.installedApp, (id) => `app/${id}`),
    { name: 'subscription', path: 'subscription/dashboard' },
    { name: 'plans', path: 'subscription/plan' },
    { name: 'period basic', path: 'subscription/period/basic' },
    { name: 'period enterprise', path: 'subscription/period/enterprise' },
    { name: 'period advanced', path: 'subscription/period/advanced' },
    { name: 'billing address', path: 'subscription/address', shows: form },
    { name: 'plugins', path: 'plugin/index' },
    { name: 'advanced shipper list', path: 'plugin/advancedshipper/list' },
    { name: 'advanced shipper new', path: 'plugin/advancedshipper/create', shows: form },
    { name: 'advanced shipper edit', path: `plugin/advancedshipper/${r.shipperMethod}`, shows: form },
    { name: 'shipper regions', path: `plugin/advancedshipper/${r.shipperMethod}/region/list` },
    {
      name: 'shipper region new',
      path: `plugin/advancedshipper/${r.shipperMethod}/region/create`,
      shows: form,
    },
    {
      name: 'shipper region edit',
      path: `plugin/advancedshipper/${r.shipperMethod}/region/${r.shipperRegion}`,
      shows: form,
    },
    { name: 'nesting groups', path: 'plugin/productnestinggroup/dashboard' },
    { name: 'shipping boxes', path: 'plugin/shippingboxmanager/dashboard' },
  ];
}

import { z } from 'zod';
import './messages';
import { translatedTextsOutSchema, translatedTextsSchema } from './languages';
import {
  type MenuItemKind,
  maxMenuItems,
  menuHandles,
  menuItemKinds,
  recordKinds,
  type StorefrontPage,
  storefrontPages,
} from './menu-links';
import { idSchema } from './primitives';

export * from './menu-links';

export const menuHandleSchema = z.enum(menuHandles, { error: 'Choose the main menu or the footer menu.' });

const pageKeys = Object.keys(storefrontPages) as [StorefrontPage, ...StorefrontPage[]];
const urlMessage = 'Enter an address starting with https://, http:// or / (a page of this shop).';
/** A web address or a path of this shop: nothing that runs script (javascript:) or leaves by `//host`. */
const menuUrlSchema = z
  .string()
  .trim()
  .max(500, 'An address has at most 500 characters.')
  .refine((url) => /^https?:\/\/[^\s/]+[^\s]*$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url), urlMessage);

const itemFields = {
  kind: z.enum(menuItemKinds, { error: 'Choose what the item links to.' }),
  /** The category, manufacturer, article, blog topic or page (kinds of `recordKinds`). */
  target_id: idSchema.nullish(),
  page: z.enum(pageKeys, { error: 'Choose a page of the shop.' }).nullish(),
  url: menuUrlSchema.nullish(),
  /** Shown text; empty takes the target's current name. */
  label: z.string().trim().max(60, 'A label has at most 60 characters.').default(''),
  label_translations: translatedTextsSchema({ max: 60, label: 'The label' }),
};

/** Each kind needs its own target; a heading needs a label since it has no target to name it. */
function checkTarget(
  item: {
    kind: MenuItemKind;
    target_id?: number | null;
    page?: string | null;
    url?: string | null;
    label: string;
  },
  ctx: z.RefinementCtx,
) {
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if ((recordKinds as readonly string[]).includes(item.kind) && !item.target_id)
    missing('target_id', `Choose the ${item.kind.replace('_', ' ')} the item links to.`);
  if (item.kind === 'page' && !item.page) missing('page', 'Choose a page of the shop.');
  if (item.kind === 'url' && !item.url) missing('url', urlMessage);
  if (item.kind === 'heading' && !item.label) missing('label', 'Give the heading a label.');
}

// Three explicit levels instead of a recursive schema: the depth limit is the shape itself,
// and the OpenAPI document stays free of self-references.
const deepestItem = z
  .object({
    ...itemFields,
    children: z.array(z.never()).max(0, 'Menus nest three levels deep at most.').optional(),
  })
  .superRefine(checkTarget);
const middleItem = z
  .object({ ...itemFields, children: z.array(deepestItem).default([]) })
  .superRefine(checkTarget);
const topItem = z
  .object({ ...itemFields, children: z.array(middleItem).default([]) })
  .superRefine(checkTarget);

type Counted = { children?: Counted[] };
const countItems = (items: Counted[]): number =>
  items.reduce((sum, item) => sum + 1 + countItems(item.children ?? []), 0);

/** A whole menu as the editor saves it at once. */
export const menuSaveSchema = z.object({
  items: z
    .array(topItem)
    .refine((items) => countItems(items) <= maxMenuItems, `A menu holds at most ${maxMenuItems} items.`),
});
export type MenuSave = z.output<typeof menuSaveSchema>;
export type MenuSaveInput = z.input<typeof menuSaveSchema>;
export type MenuItemInput = MenuSave['items'][number];

const adminItemFields = {
  id: z.number().int(),
  kind: z.enum(menuItemKinds),
  target_id: z.number().int().nullable(),
  page: z.string().nullable(),
  url: z.string().nullable(),
  label: z.string(),
  label_translations: translatedTextsOutSchema,
  /** The target's current name ('' when it is gone) and where the item leads on the storefront. */
  target_name: z.string(),
  href: z.string().nullable(),
  /** The target was deleted: the storefront hides the item. */
  missing: z.boolean(),
  /** The target exists but is not shown to shoppers (a disabled category): the storefront hides the item. */
  disabled: z.boolean(),
};
const adminDeepest = z.object({ ...adminItemFields, children: z.array(z.never()) });
const adminMiddle = z.object({ ...adminItemFields, children: z.array(adminDeepest) });
const adminTop = z.object({ ...adminItemFields, children: z.array(adminMiddle) });
export type AdminMenuItem =
  | z.infer<typeof adminMiddle>
  | z.infer<typeof adminTop>
  | z.infer<typeof adminDeepest>;

export const menuSchema = z.object({
  handle: menuHandleSchema,
  kind: z.enum(['bar', 'block']),
  name: z.string(),
  /** False until first saved: the storefront shows its default links meanwhile. */
  configured: z.boolean(),
  items: z.array(adminTop),
  updated_at: z.string().nullable(),
});
export type Menu = z.infer<typeof menuSchema>;
export const menuResponseSchema = z.object({ data: menuSchema });

export const menuSummarySchema = menuSchema.omit({ items: true }).extend({
  item_count: z.number().int(),
  /** Items whose target was deleted or is disabled (hidden on the storefront). */
  missing_count: z.number().int(),
});
export type MenuSummary = z.infer<typeof menuSummarySchema>;
export const menuListResponseSchema = z.object({ data: z.array(menuSummarySchema) });

const choice = z.object({ id: z.number().int(), name: z.string(), detail: z.string() });
/** Everything a menu item can point at, for the editor's pickers. */
export const menuTargetsSchema = z.object({
  category: z.array(choice),
  manufacturer: z.array(choice),
  article: z.array(choice),
  blog_category: z.array(choice),
  content_page: z.array(choice),
});
export type MenuTargets = z.infer<typeof menuTargetsSchema>;
export const menuTargetsResponseSchema = z.object({ data: menuTargetsSchema });

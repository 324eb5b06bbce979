import { z } from 'zod';
import './messages';
import { translatedTextsOutSchema } from './languages';
import { listingFacetsSchema } from './listing';
import { idSchema } from './primitives';
import { productAccessibilityViewSchema } from './product-accessibility';

export {
  catalogQueryKeys,
  noImagePath,
  type ProductSort,
  productSortOptions,
} from './storefront-keys';

/** Storefront catalogue payloads (SPEC §3 product details, product card input, price display, gift cards). */

export const productTypes = ['simple', 'configurable'] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  /** The large picture (product page). */
  src: z.string(),
  /** For cards (SPEC §9 small image size). */
  small: z.string(),
  /** 120×120. */
  thumbnail: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * SPEC §3 price display: the regular price, the price the shopper pays now
 * when lower (sale window or their group's price), and the saving per unit.
 * Decimal amounts in the shop currency.
 */
export const productPricesSchema = z.object({
  base: z.number(),
  sale: z.number().nullable(),
  discount: z.number().nullable(),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const nameSlugTranslationSchema = z.object({ locale: z.string(), name: z.string(), slug: z.string() });
export type NameSlugTranslation = z.infer<typeof nameSlugTranslationSchema>;

export const manufacturerRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The name in the shop's other languages (language code → name). */
  name_translations: translatedTextsOutSchema.optional(),
});
export type ManufacturerRef = z.infer<typeof manufacturerRefSchema>;

/** SPEC §3 product card input, plus what listings and search hits show. */
export const productCardSchema = z.object({
  id: z.number().int(),
  type: productTypeSchema,
  sku: z.string(),
  quantity: z.number().int(),
  quantity_discount_status: z.number().int(),
  is_digital: z.number().int(),
  images: z.array(productImageSchema),
  prices: productPricesSchema,
  /** What one unit costs this shopper now, and the sale price when a sale runs. */
  price: z.number(),
  sale_price: z.number().nullable(),
  tax_class_id: z.number().int().nullable(),
  /** Mean of approved ratings (one decimal), 0 without reviews. */
  rating: z.number(),
  total_reviews: z.number().int(),
  manufacturer: manufacturerRefSchema.nullable(),
  translations: z.array(nameSlugTranslationSchema),
  date_added: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const localeNameSchema = z.object({ locale: z.string(), name: z.string() });

export const productOptionSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  translations: z.array(localeNameSchema),
  values: z.array(z.object({ id: z.number().int(), translations: z.array(localeNameSchema) })),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A child variant of a configurable product (SPEC §3 children). */
export const productChildSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  price: z.number(),
  prices: productPricesSchema,
  quantity: z.number().int(),
  /** 0 when the variant is withdrawn: the page says it is no longer available. */
  status: z.number().int(),
  translations: z.array(localeNameSchema),
  /** option id → value id */
  option_values: z.array(z.object({ option_id: z.number().int(), value_id: z.number().int() })),
  images: z.array(productImageSchema),
});
export type ProductChild = z.infer<typeof productChildSchema>;

export const quantityDiscountTierSchema = z.object({ min_quantity: z.number().int(), price: z.number() });

export const productTranslationSchema = z.object({
  locale: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});

/** SPEC §3 product details. */
export const productDetailsSchema = productCardSchema.extend({
  translations: z.array(productTranslationSchema),
  categories: z.array(z.object({ id: z.number().int(), translations: z.array(nameSlugTranslationSchema) })),
  children: z.array(productChildSchema),
  options: z.array(productOptionSchema),
  tiers: z.array(quantityDiscountTierSchema),
  /** kg and cm, for shipping estimates. */
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** EAA Annex I: what the product offers shoppers with disabilities (schema.org values). */
  accessibility: productAccessibilityViewSchema,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;
export const productDetailsResponseSchema = z.object({ data: productDetailsSchema });

/**
 * A page of a category or manufacturer listing: the cards (with the shopper's
 * prices), the total and the same filter groups, counts and price bounds as
 * the search (one service, ADR 0023). The query is the listing query of
 * listing.ts (flt, sortby, page, locale).
 */
export const productPageSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  ...listingFacetsSchema.shape,
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const categoryRefSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  translations: z.array(nameSlugTranslationSchema),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const categoryPageSchema = productPageSchema.extend({
  category: categoryRefSchema.extend({
    translations: z.array(productTranslationSchema),
    subcategories: z.array(categoryRefSchema),
    /** From the root down to the parent. */
    path: z.array(categoryRefSchema),
  }),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;
export const categoryPageResponseSchema = z.object({ data: categoryPageSchema });

export const manufacturerPageSchema = productPageSchema.extend({
  manufacturer: manufacturerRefSchema.extend({ logo: z.string() }),
});
export type ManufacturerPage = z.infer<typeof manufacturerPageSchema>;
export const manufacturerPageResponseSchema = z.object({ data: manufacturerPageSchema });

export const categoryTreeNodeSchema = categoryRefSchema.extend({ parent_id: z.number().int().nullable() });
export const categoryTreeResponseSchema = z.object({ data: z.array(categoryTreeNodeSchema) });

export const newsArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: z.string(),
  published_at: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsArticleResponseSchema = z.object({ data: newsArticleSchema });

/** SPEC §9 home sections: Gear (arrivals), What's Hot (featured), deals (on sale), New Cool Stuff (news). */
export const homePageSchema = z.object({
  arrivals: z.array(productCardSchema),
  featured: z.array(productCardSchema),
  deals: z.array(productCardSchema),
  latest_news: z.array(newsArticleSchema),
  /**
   * What the theme's sections show, by section key (ADR 0127): a featured-products section's
   * cards, a testimonials section's approved reviews. Sections that need nothing are absent.
   */
  sections: z
    .record(
      z.string(),
      z.object({
        products: z.array(productCardSchema).optional(),
        reviews: z
          .array(
            z.object({
              id: z.number().int(),
              author: z.string(),
              rating: z.number().int(),
              text: z.string(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});
export type HomePage = z.infer<typeof homePageSchema>;
export const homePageResponseSchema = z.object({ data: homePageSchema });

export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageResponseSchema = z.object({
  data: z.object({
    reviews: z.array(reviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});

export const writeReviewSchema = z.object({
  author: z.string().trim().min(1, 'Please enter your name.').max(100),
  rating: z.number().int().min(1, 'Please choose a rating.').max(5),
  text: z.string().trim().min(10, 'Please write at least 10 characters.').max(5000),
});
export type WriteReview = z.infer<typeof writeReviewSchema>;
export const writeReviewResponseSchema = z.object({
  data: z.object({ id: z.number().int() }),
  message: z.string(),
});

/** SPEC §3 restock form and §5 rules. */
export const restockFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'The email field is required.')
    .pipe(z.email('The email must be a valid email address.')),
  name: z.string().trim().min(1, 'The name field is required.').max(100),
  product_id: idSchema,
  locale: z.string().max(10).default('en'),
  grecaptcha_token: z.string().max(4000).optional().nullable(),
});
export type RestockForm = z.input<typeof restockFormSchema>;
export const restockResponseSchema = z.object({ message: z.string() });

/** SPEC §8 restock success text. */
export const restockSuccessMessage =
  'You have been successfully subscribed to the restock notification list.';

/**
 * TanStack Query keys of the catalogue pages. The server preloads the first
 * page's data under the same keys (PageHead.preload), so they live here.
 */

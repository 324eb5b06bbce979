import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';

// The admin catalogue's pages, each its own lazily loaded chunk (the rich-text editor stays in them).
const lazyPage = (
  path: string,
  title: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await load()).default }),
});

const productEdit = () => import('./product/ProductEditPage');
const categoryEdit = () => import('./category/CategoryEditPage');
const manufacturerEdit = () => import('./manufacturer/ManufacturerEditPage');
const reviewEdit = () => import('./review/ReviewEditPage');

/** product/…: products, variants, categories, manufacturers, reviews and restock notices. */
export function catalogProductRoutes(): RouteObject[] {
  return [
    lazyPage('all', 'Products', () => import('./product/ProductListPage')),
    lazyPage('new', 'Add Product', productEdit),
    lazyPage(':id', 'Edit Product', productEdit),
    lazyPage('children-products/:id', 'Child Products', () => import('./product/VariantsPage')),
    {
      path: 'category',
      children: [
        lazyPage('all', 'Categories', () => import('./category/CategoryListPage')),
        lazyPage('new', 'Add Category', categoryEdit),
        lazyPage(':id', 'Edit Category', categoryEdit),
      ],
    },
    {
      path: 'manufacturer',
      children: [
        lazyPage('all', 'Manufacturers', () => import('./manufacturer/ManufacturerListPage')),
        lazyPage('new', 'Add Manufacturer', manufacturerEdit),
        lazyPage(':id', 'Edit Manufacturer', manufacturerEdit),
      ],
    },
    {
      path: 'review',
      children: [
        lazyPage('all', 'Reviews', () => import('./review/ReviewListPage')),
        lazyPage('new', 'Add Review', reviewEdit),
        lazyPage(':id', 'Edit Review', reviewEdit),
      ],
    },
    lazyPage('restock', 'Restock Notifications', () => import('./product/RestockPage')),
  ];
}

/** customer/group-pricing/…: the own prices of customer groups. */
export function groupPricingRoutes(): RouteObject[] {
  return [
    lazyPage('all', 'Group Pricing', () => import('./group-pricing/GroupPricingListPage')),
    lazyPage(':id', 'Edit Group Pricing', () => import('./group-pricing/GroupPricingEditPage')),
  ];
}

/**
 * setting/option and setting/option-{id}/value (the segment must start with option-). Options
 * live under settings in the address but are catalogue data: their API needs `catalog`.
 */
export function optionRoutes(): RouteObject[] {
  return [
    {
      ...lazyPage('option', 'Options', () => import('./option/OptionListPage')),
      handle: { title: 'Options', permission: 'catalog' },
    },
    {
      ...lazyPage(':option/value', 'Option Values', () => import('./option/OptionValuesPage')),
      handle: { title: 'Option Values', permission: 'catalog' },
      loader: ({ params }: LoaderFunctionArgs) => {
        const value = params.option ?? '';
        return /^option-\d+$/.test(value) ? null : redirect('/page-not-found');
      },
    },
  ];
}

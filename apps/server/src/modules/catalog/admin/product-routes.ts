import {
  adminImageResponseSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminVariantListResponseSchema,
  adminVariantResponseSchema,
  bulkStatusSchema,
  imageOrderSchema,
  productBulkCategorySchema,
  productBulkDeleteSchema,
  productInputSchema,
  variantInputSchema,
} from '@emporia/contracts/catalog-admin';
import { idSchema } from '@emporia/contracts/primitives';
import { taxClassListResponseSchema } from '@emporia/contracts/store-settings';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { answerPage, pagingOf } from '../../../kernel/list-pages';
import { originOf } from '../../../kernel/request-origin';
import { registerActivityKind } from '../../logs';
import { listTaxClasses } from '../../store-settings';
import { productActivity } from '../activity';
import { useEtags } from '../etags';
import { addProductPicture, orderProductPictures, removeProductPicture, uploadedBytes } from './pictures';
import { getAdminProduct, listAdminProducts } from './product-read';
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  setProductsCategory,
  setProductsStatus,
  updateProduct,
} from './product-write';
import { acceptRawPictures, pictureBodyTypes, uploadBodyLimit } from './upload-parser';
import { createVariant, deleteVariant, listVariants, updateVariant } from './variants';

const idParams = z.object({ id: idSchema });
const childParams = idParams.extend({ childId: idSchema });
const imageParams = idParams.extend({ imageId: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin catalog'];
const productsDone = (n: number, done: string) => `${n} product${n === 1 ? '' : 's'} ${done}.`;

/** /api/v1/admin/products…: the admin product table, product page, variants and pictures. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind(productActivity);
  useEtags(app);
  acceptRawPictures(app);

  app.get(
    '/api/v1/admin/products',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Products: search, filters, sort, pages',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const paging = pagingOf(request, reply, request.query);
      return answerPage(request, reply, paging, await listAdminProducts(request.ctx, request.query, paging));
    },
  );

  app.post(
    '/api/v1/admin/products',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Create a product',
        body: productInputSchema,
        response: { 201: adminProductResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createProduct(request.ctx, request.body);
      return reply.code(201).send({ data: await getAdminProduct(request.ctx, id) });
    },
  );

  app.get(
    '/api/v1/admin/catalog/tax-classes',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'The tax classes a product may name (the product form’s choice)',
        response: { 200: taxClassListResponseSchema },
      },
    },
    async (request) => ({ data: await listTaxClasses(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/products/status',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Enable or disable many products',
        body: bulkStatusSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => ({
      message: productsDone(await setProductsStatus(request.ctx, request.body), 'updated'),
    }),
  );

  app.post(
    '/api/v1/admin/products/delete',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete many products with their variants (all or none)',
        body: productBulkDeleteSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => ({
      message: productsDone(await deleteProducts(request.ctx, request.body), 'deleted'),
    }),
  );

  app.post(
    '/api/v1/admin/products/category',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary:
          'Put many products in a category, as their only one or one more, or take them out (all or none)',
        body: productBulkCategorySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => ({
      message: productsDone(await setProductsCategory(request.ctx, request.body), 'updated'),
    }),
  );

  app.get(
    '/api/v1/admin/products/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'A product with every field',
        params: idParams,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminProduct(request.ctx, request.params.id) }),
  );

  app.put(
    '/api/v1/admin/products/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save a product',
        params: idParams,
        body: productInputSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => {
      await updateProduct(request.ctx, request.params.id, request.body, originOf(request));
      return { data: await getAdminProduct(request.ctx, request.params.id) };
    },
  );

  app.delete(
    '/api/v1/admin/products/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete a product and its variants',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteProduct(request.ctx, request.params.id);
      return { message: 'The product was deleted.' };
    },
  );

  app.get(
    '/api/v1/admin/products/:id/children',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Variants of a configurable product',
        params: idParams,
        response: { 200: adminVariantListResponseSchema },
      },
    },
    async (request) => {
      const parent = await getAdminProduct(request.ctx, request.params.id);
      const variants = await listVariants(request.ctx, request.params.id);
      const name =
        parent.translations.find((t) => t.locale === request.ctx.shop.defaultLanguage) ??
        parent.translations[0];
      return {
        data: {
          parent: {
            id: parent.id,
            type: parent.type,
            sku: parent.sku,
            name: name?.name ?? parent.sku,
            status: parent.status,
            price: parent.price,
            sale_price: parent.sale_price,
            quantity: parent.quantity,
            image: parent.images[0]?.thumbnail ?? '/storage/store/no-image.png',
            children: variants.length,
            date_added: parent.date_added,
            currency: parent.currency,
          },
          variants,
        },
      };
    },
  );

  app.post(
    '/api/v1/admin/products/:id/children',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Add a variant',
        params: idParams,
        body: variantInputSchema,
        response: { 201: adminVariantResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createVariant(request.ctx, request.params.id, request.body, originOf(request));
      const variant = (await listVariants(request.ctx, request.params.id)).find((v) => v.id === id)!;
      return reply.code(201).send({ data: variant });
    },
  );

  app.put(
    '/api/v1/admin/products/:id/children/:childId',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save a variant',
        params: childParams,
        body: variantInputSchema,
        response: { 200: adminVariantResponseSchema },
      },
    },
    async (request) => {
      const { id, childId } = request.params;
      await updateVariant(request.ctx, id, childId, request.body, originOf(request));
      return { data: (await listVariants(request.ctx, id)).find((v) => v.id === childId)! };
    },
  );

  app.delete(
    '/api/v1/admin/products/:id/children/:childId',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete a variant',
        params: childParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteVariant(request.ctx, request.params.id, request.params.childId, originOf(request));
      return { message: 'The variant was deleted.' };
    },
  );

  app.post(
    '/api/v1/admin/products/:id/images',
    {
      config: { access: access.staff('catalog') },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary:
          'Upload a picture (raw image body, or JSON { filename, data: base64 }); all sizes are made at once',
        consumes: pictureBodyTypes,
        params: idParams,
        response: { 201: adminImageResponseSchema },
      },
    },
    async (request, reply) => {
      const image = await addProductPicture(request.ctx, request.params.id, uploadedBytes(request.body));
      return reply.code(201).send({ data: image });
    },
  );

  app.put(
    '/api/v1/admin/products/:id/images',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Order the pictures (the first is the main one)',
        params: idParams,
        body: imageOrderSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await orderProductPictures(request.ctx, request.params.id, request.body.ids);
      return { message: 'Saved.' };
    },
  );

  app.delete(
    '/api/v1/admin/products/:id/images/:imageId',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Remove a picture',
        params: imageParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeProductPicture(request.ctx, request.params.id, request.params.imageId);
      return { message: 'The picture was removed.' };
    },
  );
};

/**
 * Seller products: create/update/delete at the spec 001 §7 paths, the status actions, the seller
 * list over one owned store, stats and inventory value. Every write goes through the domain entity
 * (server/services/product-commands.ts); bodies are judged by the domain request validators, so the errors
 * carry the domain's codes (INVALID_PRICE, DUPLICATE_NAME, …) rather than zod keywords.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productPageSchema } from '../../../src/domain/api/catalogue';
import {
  inventoryValueSchema,
  PRODUCT_ACTIONS,
  type ProductAction,
  productActionBodySchema,
  productWriteResponseSchema,
  sellerMessages,
  storeStatsSchema,
} from '../../../src/domain/api/seller';
import { productMessages } from '../../../src/domain/product/messages';
import { actorOf } from '../../auth/access';
import { errorResponses, idParams, sellerAccess } from '../../http/route-kit';
import {
  createProduct,
  deleteProduct,
  runProductAction,
  updateProduct,
} from '../../services/seller/product-commands';
import { listSellerProducts, sellerInventoryValue, sellerStoreStats } from '../../services/seller/products';

const tags = ['lojista: produtos'];

/** The description of each status action's route (POST /api/products/:id/<action>). */
const actionDocs: Record<ProductAction, { operationId: string; summary: string }> = {
  activate: { operationId: 'activateProduct', summary: 'Ativa um produto' },
  deactivate: { operationId: 'deactivateProduct', summary: 'Desativa um produto' },
  discontinue: { operationId: 'discontinueProduct', summary: 'Descontinua um produto' },
  highlight: { operationId: 'highlightProduct', summary: 'Coloca um produto em destaque' },
  'remove-highlight': { operationId: 'removeProductHighlight', summary: 'Tira um produto do destaque' },
  'apply-discount': { operationId: 'applyProductDiscount', summary: 'Aplica um desconto a um produto' },
  'remove-discount': { operationId: 'removeProductDiscount', summary: 'Remove o desconto de um produto' },
  restock: { operationId: 'restockProduct', summary: 'Repõe o estoque de um produto' },
  'reduce-stock': { operationId: 'reduceProductStock', summary: 'Baixa o estoque de um produto' },
};

/** Documented for OpenAPI; the domain validator decides (and words) what is wrong. */
const productBody = z.looseObject({
  storeId: z.union([z.number(), z.string()]).optional(),
  name: z.string().optional(),
  description: z.string().nullable().optional(),
  category: z.string().optional(),
  price: z.union([z.number(), z.string()]).optional(),
  discountedPrice: z.union([z.number().nullable(), z.string()]).optional(),
  stock: z.union([z.number().nullable(), z.string()]).optional(),
  images: z.array(z.unknown()).optional(),
  isActive: z.unknown().optional(),
  isHighlighted: z.unknown().optional(),
  version: z.unknown().optional(),
});

export const sellerProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products',
    {
      config: sellerAccess,
      schema: {
        operationId: 'createProduct',
        summary: 'Cria um produto numa loja do lojista',
        tags,
        body: productBody,
        response: { 201: productWriteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await createProduct(app.database, actorOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/products/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'updateProduct',
        summary: 'Atualiza um produto do lojista',
        tags,
        params: idParams,
        body: productBody,
        response: { 200: productWriteResponseSchema, ...errorResponses },
      },
    },
    (request) => updateProduct(app.database, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'deleteProduct',
        summary: 'Exclui um produto do lojista',
        tags,
        params: idParams,
        querystring: z
          .object({
            storeId: z.coerce.number().int().positive(productMessages.storeIdInvalid).optional(),
            version: z.coerce.number().int().positive(sellerMessages.versionInvalid),
          })
          .partial(),
        response: { 200: z.object({ message: z.string(), productId: z.number().int() }), ...errorResponses },
      },
    },
    (request) => deleteProduct(app.database, actorOf(request), request.params.id, request.query),
  );

  for (const action of PRODUCT_ACTIONS) {
    app.post(
      `/products/:id/${action}`,
      {
        config: sellerAccess,
        schema: {
          ...actionDocs[action],
          tags,
          params: idParams,
          body: productActionBodySchema,
          response: { 200: productWriteResponseSchema, ...errorResponses },
        },
      },
      (request) =>
        runProductAction(
          app.database,
          actorOf(request),
          request.params.id,
          action,
          request.body as Record<string, unknown>,
        ),
    );
  }

  app.get(
    '/seller/products',
    {
      config: sellerAccess,
      schema: {
        operationId: 'listSellerProducts',
        summary: 'Lista os produtos das lojas do lojista',
        tags,
        querystring: z.looseObject({}),
        response: { 200: productPageSchema, ...errorResponses },
      },
    },
    (request) => listSellerProducts(app.database.db, actorOf(request), request.query),
  );

  app.get(
    '/seller/stores/:id/stats',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getSellerStoreStats',
        summary: 'Retorna os números dos produtos de uma loja',
        tags,
        params: idParams,
        response: { 200: storeStatsSchema, ...errorResponses },
      },
    },
    (request) => sellerStoreStats(app.database.db, actorOf(request), request.params.id),
  );

  app.get(
    '/seller/stores/:id/inventory-value',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getSellerStoreInventoryValue',
        summary: 'Retorna o valor do estoque de uma loja',
        tags,
        params: idParams,
        response: { 200: inventoryValueSchema, ...errorResponses },
      },
    },
    (request) => sellerInventoryValue(app.database.db, actorOf(request), request.params.id),
  );
};

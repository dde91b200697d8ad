/** /api/admin/products: every product with search; moderate (deactivate with a reason), clear a highlight. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductSchema,
  moderateProductSchema,
} from '../../../src/domain/api/admin';
import { productSchema } from '../../../src/domain/api/catalogue';
import { actorOf } from '../../auth/access';
import { errorResponses, idParamsOf } from '../../http/route-kit';
import { clearHighlight, listAdminProducts, moderateProduct } from '../../services/admin/products';
import { adminAccess, adminTags } from './kit';

const tags = adminTags('produtos');
const params = idParamsOf(undefined, 'productId');
const written = { 200: z.object({ product: productSchema, message: z.string() }), ...errorResponses };

export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, push: app.push, log: app.log };

  app.get(
    '/admin/products',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminListProducts',
        summary: 'Lista todos os produtos',
        tags,
        querystring: adminProductListQuerySchema,
        response: { 200: z.array(adminProductSchema), ...errorResponses },
      },
    },
    (request) => listAdminProducts(app.database, request.query.q),
  );

  app.post(
    '/admin/products/:productId/moderation',
    {
      config: adminAccess,
      schema: {
        operationId: 'moderateProduct',
        summary: 'Desativa um produto por moderação, avisando o lojista do motivo',
        tags,
        params,
        body: moderateProductSchema,
        response: written,
      },
    },
    (request) => moderateProduct(deps, actorOf(request), request.params.productId, request.body.reason),
  );

  app.delete(
    '/admin/products/:productId/highlight',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminRemoveProductHighlight',
        summary: 'Tira um produto do destaque pela administração',
        tags,
        params,
        response: written,
      },
    },
    (request) => clearHighlight(app.database, actorOf(request), request.params.productId),
  );
};

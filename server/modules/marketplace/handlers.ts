import { defineOperations } from '../../http/operation.ts';
import * as marketplace from './service.ts';

export const marketplaceOperations = defineOperations({
  'GET v2/Marketplace/stores': { kind: 'read', handle: ({ query }, ctx) => marketplace.listStores(ctx, query) },
  'PUT v2/Marketplace/stores': { kind: 'write', handle: ({ body }, ctx) => marketplace.updateStore(ctx, body) },
  'GET v2/Marketplace/inventory': { kind: 'read', handle: ({ query }, ctx) => marketplace.listProducts(ctx, query) },
  'PUT v2/Marketplace/inventory': { kind: 'write', handle: ({ body }, ctx) => marketplace.updateProduct(ctx, body) },
  'GET v2/Marketplace/invoices': { kind: 'read', handle: ({ query }, ctx) => marketplace.listInvoices(ctx, query) },
  'GET v2/Marketplace/invoices/{id}': { kind: 'read', handle: ({ params }, ctx) => marketplace.getInvoice(ctx, params.id) },
  'PUT v2/Marketplace/invoices': { kind: 'write', handle: ({ body }, ctx) => marketplace.updateInvoice(ctx, body) },
});

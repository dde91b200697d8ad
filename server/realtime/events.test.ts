import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { type FeiraEvent, publishEvent } from './events';

function recordingDatabase() {
  const statements: string[][] = [];
  const database = {
    notifier: {
      notify: async (_channel: string, payloads: readonly string[]) => {
        statements.push([...payloads]);
      },
    },
  } as unknown as Database;
  return { database, statements };
}

describe('publishEvent', () => {
  it('sends the events published in one turn in one statement, in the order they were published', async () => {
    const { database, statements } = recordingDatabase();
    const reach = { ownerId: 9, public: true, wasPublic: true };
    const stock: FeiraEvent = { type: 'product-updated', productId: 1, storeId: 2, reach, stockOnly: true };
    const update: FeiraEvent = { type: 'reservation_update', userId: 3, reservationId: 4, status: 'pending' };
    const removed: FeiraEvent = { type: 'product-deleted', productId: 5, storeId: 2, reach };
    await Promise.all([publishEvent(database, stock, update), publishEvent(database, removed)]);
    expect(statements).toEqual([[stock, update, removed].map((e) => JSON.stringify(e))]);
    await publishEvent(database, removed);
    expect(statements).toHaveLength(2);
  });

  it('sends a product too big for NOTIFY as its ids only, still saying who may hear of it', async () => {
    const { database, statements } = recordingDatabase();
    const product = { description: 'x'.repeat(8000) };
    const reach = { ownerId: 9, public: false, wasPublic: true };
    await publishEvent(database, { type: 'product-updated', productId: 1, storeId: 2, product, reach });
    expect(JSON.parse(statements[0]?.[0] ?? '{}')).toEqual({
      type: 'product-updated',
      productId: 1,
      storeId: 2,
      reach,
    });
  });
});

/**
 * An admin's rotation of the key that signs redemptions: the rotation (server/signing/redemption-keys.ts) and
 * its audit entry in one transaction, so neither exists without the other.
 */
import type { Db } from '../../db/client';
import { rotateRedemptionKey } from '../../signing/redemption-keys';
import { type AuditActor, recordAudit } from './audit';

export function rotateRedemptionKeyAudited(
  db: Db,
  actor: AuditActor,
): Promise<{ keyId: number; retiredKeyId: number | null }> {
  return db.transaction(async (tx) => {
    const rotation = await rotateRedemptionKey(tx);
    await recordAudit(tx, actor, {
      action: 'redemption-key.rotate',
      objectType: 'settings',
      objectId: 'redemption-keys',
      before: { keyId: rotation.retiredKeyId },
      after: { keyId: rotation.keyId },
    });
    return rotation;
  });
}

import type { ReactNode } from 'react';
import { runAction } from '../../ui/row-actions';
import { WriteStatus } from '../../ui/write-status';
import { discardRefused, type RecordWriteState, type RefusedWrite } from './data';

/** Refused because the record changed on another device: the fix is a choice between two versions. */
const isConflict = (refused: RefusedWrite) => refused.code === 'VERSION_CONFLICT';

/**
 * Where a seller record's newest write stands (ui/write-status.tsx): on a list row and on its form. A
 * refusal is fixed in the form (`onFix`) or discarded; a version conflict, where a `comparison` is given
 * (the edit page), shows both versions and is settled by sending the seller's change again over the
 * server's (`onApply`) or keeping the server's.
 */
export function RecordStatus({
  write,
  subject,
  level,
  onFix,
  onApply,
  comparison,
}: {
  write: RecordWriteState;
  subject: string;
  level?: 2 | 3;
  onFix?: () => unknown;
  onApply?: (refused: RefusedWrite) => Promise<unknown>;
  comparison?: (refused: RefusedWrite) => ReactNode;
}) {
  const refused = write.refused;
  const discard = refused && (() => discardRefused(refused));
  if (refused && isConflict(refused) && comparison && onApply) {
    return (
      <WriteStatus
        pending={write.pending}
        refused={refused}
        subject={subject}
        level={level}
        fixLabel="Aplicar a minha alteração"
        discardLabel="Manter a versão do servidor"
        onFix={() => runAction(() => onApply(refused))}
        onDiscard={discard}
      >
        {comparison(refused)}
      </WriteStatus>
    );
  }
  return (
    <WriteStatus
      pending={write.pending}
      refused={refused}
      subject={subject}
      level={level}
      onFix={onFix}
      onDiscard={discard}
    />
  );
}

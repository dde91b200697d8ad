import { messages } from '../../../../domain/messages';
import { PendingMarker } from '../../../ui/list-view';
import { runAction } from '../../../ui/row-actions';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';
import { followStore, unfollowStore, useIsFollowing } from '../data';

export function FollowButton({ storeId }: { storeId: number }) {
  const following = useIsFollowing(storeId);
  const requireSignIn = useRequireSignIn();
  const isFollowing = following !== null && following !== undefined;
  return (
    <>
      <button
        type="button"
        className={`button ${isFollowing ? 'button--ghost' : ''}`}
        // Unknown until this device's copy has been read (and until a server-rendered page has hydrated).
        disabled={following === undefined}
        onClick={() => {
          if (!requireSignIn()) return;
          void runAction(() => (isFollowing ? unfollowStore(storeId) : followStore(storeId)), {
            errorTitle: messages.consumer.errorTitle,
          });
        }}
      >
        {isFollowing ? 'Deixar de seguir' : 'Seguir loja'}
      </button>
      <PendingMarker pending={following?.pendingMutationId} inline />
    </>
  );
}

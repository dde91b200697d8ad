import { followStore, unfollowStore } from '../../../../data/mutations';
import { messages } from '../../../../domain/messages';
import { toastError } from '../../../stores/toast-store';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';
import { useIsFollowing } from '../data/stores';

export function FollowButton({ storeId }: { storeId: number }) {
  const following = useIsFollowing(storeId);
  const requireSignIn = useRequireSignIn();
  const isFollowing = following !== null && following !== undefined;
  return (
    <>
      <button
        type="button"
        className={`button ${isFollowing ? 'button--ghost' : ''}`}
        onClick={async () => {
          if (!requireSignIn()) return;
          try {
            await (isFollowing ? unfollowStore(storeId) : followStore(storeId));
          } catch (e) {
            toastError(messages.consumer.errorTitle, (e as Error).message);
          }
        }}
      >
        {isFollowing ? 'Deixar de seguir' : 'Seguir loja'}
      </button>
      {following?.pendingMutationId && <span className="pending">{messages.request.pending}</span>}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../../domain/messages';
import { PendingMarker } from '../../../ui/list-view';
import { runAction } from '../../../ui/row-actions';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';
import { followStore, pushOffer, unfollowStore, useIsFollowing } from '../data';

// Loaded only once a follow has been made: the store page's first screen carries none of it.
const PushOffer = lazy(() => import('../../../ui/push-offer').then((m) => ({ default: m.PushOffer })));
const FOLLOWED = { kind: 'followed-store' } as const;

export function FollowButton({ storeId }: { storeId: number }) {
  const following = useIsFollowing(storeId);
  const requireSignIn = useRequireSignIn();
  const [followedHere, setFollowedHere] = useState(false);
  const isFollowing = following !== null && following !== undefined;
  return (
    <>
      <button
        type="button"
        className={`button ${isFollowing ? 'button--ghost' : ''}`}
        // Unknown until this device's copy has been read (and until a server-rendered page has hydrated).
        disabled={following === undefined}
        onClick={async () => {
          if (!requireSignIn()) return;
          const follow = !isFollowing;
          const done = await runAction(() => (follow ? followStore(storeId) : unfollowStore(storeId)), {
            errorTitle: messages.consumer.errorTitle,
          });
          if (done && follow) setFollowedHere(true);
        }}
      >
        {isFollowing ? 'Deixar de seguir' : 'Seguir loja'}
      </button>
      <PendingMarker pending={following?.pendingMutationId} inline />
      {followedHere && (
        <Suspense fallback={null}>
          <PushOffer moment={FOLLOWED} commands={pushOffer} />
        </Suspense>
      )}
    </>
  );
}

import { usePageNow } from '../ssr/first-data';
import { useCountdown } from './use-countdown';

/** A flash promotion's countdown (shopper cards and the seller's list and preview): before, during, after. */
export function PromotionCountdown({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const started = Date.parse(startsAt) <= usePageNow();
  const { text, done } = useCountdown(started ? endsAt : startsAt);
  if (!started) return <span className="countdown">Começa em {text}</span>;
  if (done) return <span className="countdown countdown--done">Encerrada</span>;
  return (
    <span className="countdown">
      Termina em <time>{text}</time>
    </span>
  );
}

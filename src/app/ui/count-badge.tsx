import { capBadge } from '../../domain/format';

/** Count badge capped at 99+ (spec 000 §9); nothing for zero. Decorative: the link's label says the number. */
export function CountBadge({ count }: { count: number }) {
  const text = capBadge(count);
  if (!text) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {text}
    </span>
  );
}

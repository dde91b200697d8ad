import { redemptionInputSchema } from '../../../../domain/coupon';
import { displayName } from '../../../../domain/user';

/** Spec 000 §5: name from the profile (name, else first + last, else username) and the profile phone. */
export function redemptionPrefill(
  user: {
    name?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    username?: string | null;
    phone?: string | null;
  } | null,
): { customerName: string; customerPhone: string } {
  if (!user) return { customerName: '', customerPhone: '' };
  return { customerName: displayName(user), customerPhone: user.phone?.trim() ?? '' };
}

/** Trimmed, and omitted when empty — the same schema the server applies. */
export function redemptionPayload(form: { customerName: string; customerPhone: string }) {
  const parsed = redemptionInputSchema.safeParse(form);
  return parsed.success ? parsed.data : {};
}

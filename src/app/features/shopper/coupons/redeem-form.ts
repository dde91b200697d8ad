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

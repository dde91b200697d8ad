/** Who the user is, for display and menus; no zod, so the header can import it on the first route. */
export function displayName(user: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}): string {
  const name = user.name?.trim();
  if (name) return name;
  const full = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return full || user.username?.trim() || '';
}

export function isSeller(user: { role?: string | null } | null | undefined): boolean {
  return user?.role === 'seller';
}

export function isAdmin(user: { role?: string | null } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Shared pieces of the admin routes (/api/admin/*): the access level every one of them declares. */
export const adminAccess = { access: 'admin' } as const;
export const adminTags = (area: string) => [`administração: ${area}`];

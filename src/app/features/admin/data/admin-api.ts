/**
 * The admin area's data module: online reads and commands of /api/admin/*, each answer parsed by the domain's
 * schema. Admin work is done online on purpose (nothing is cached in Dexie): a moderation decision must act on
 * the server's current state, and an admin acting on a stale copy could suspend the wrong store.
 */
import { z } from 'zod';
import { requestJson } from '../../../../data/http';
import { type SessionBody, signedIn } from '../../../../data/session';
import { requestParsed } from '../../../../data/typed-request';
import {
  type AdminSettings,
  type AdminStoreEditInput,
  adminCacheSchema,
  adminProductSchema,
  adminSettingsSchema,
  adminStoreDetailSchema,
  adminStoreSchema,
  adminUserSchema,
  auditEntrySchema,
  featureFlagsSchema,
  overviewSchema,
  setupStatusSchema,
} from '../../../../domain/api/admin';
import type { FeatureFlag, FeatureFlagKey } from '../../../../domain/feature-flags';
import type { UserRole } from '../../../../domain/user';

export type { AdminProduct, AdminStore, AuditEntry } from '../../../../domain/api/admin';
export type { AdminSettings };

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export { useOnlineRead } from '../../../reads/online-read';

export const fetchSetupStatus = () => requestParsed(setupStatusSchema, '/api/admin/setup');
export async function completeSetup(input: Record<string, string>) {
  const { data } = await requestJson<SessionBody>('/api/admin/setup', { method: 'POST', body: input });
  return signedIn(data);
}

export const fetchOverview = () => requestParsed(overviewSchema, '/api/admin/overview');

export const fetchStores = (q: string, status: string) =>
  requestParsed(z.array(adminStoreSchema), `/api/admin/stores${query({ q, status })}`);
export const fetchStore = (id: number) => requestParsed(adminStoreDetailSchema, `/api/admin/stores/${id}`);
export const suspendStore = (id: number, reason: string) =>
  requestParsed(adminStoreDetailSchema, `/api/admin/stores/${id}/suspension`, {
    method: 'POST',
    body: { reason },
  });
export const reactivateStore = (id: number) =>
  requestParsed(adminStoreDetailSchema, `/api/admin/stores/${id}/suspension`, { method: 'DELETE' });
export const editStore = (id: number, body: AdminStoreEditInput) =>
  requestParsed(adminStoreDetailSchema, `/api/admin/stores/${id}`, { method: 'PUT', body });
export const transferStore = (id: number, email: string) =>
  requestParsed(adminStoreDetailSchema, `/api/admin/stores/${id}/owner`, { method: 'POST', body: { email } });

export const fetchProducts = (q: string) =>
  requestParsed(z.array(adminProductSchema), `/api/admin/products${query({ q })}`);
// Only the message is read: the lists read again after a write (the shared product schema stays off this chunk).
const productWritten = z.object({ message: z.string() });
const messageResponseSchema = z.object({ message: z.string() });
export const moderateProduct = (id: number, reason: string) =>
  requestParsed(productWritten, `/api/admin/products/${id}/moderation`, { method: 'POST', body: { reason } });
export const clearHighlight = (id: number) =>
  requestParsed(productWritten, `/api/admin/products/${id}/highlight`, { method: 'DELETE' });

const userDetail = z.object({ user: adminUserSchema, audit: z.array(auditEntrySchema) });
export const fetchUsers = (q: string, role: string) =>
  requestParsed(z.array(adminUserSchema), `/api/admin/users${query({ q, role })}`);
export const fetchUser = (id: number) => requestParsed(userDetail, `/api/admin/users/${id}`);
export const setUserRole = (id: number, role: UserRole) =>
  requestParsed(userDetail, `/api/admin/users/${id}/role`, { method: 'PUT', body: { role } });
export const setUserDisabled = (id: number, disabled: boolean) =>
  requestParsed(userDetail, `/api/admin/users/${id}/status`, { method: 'PUT', body: { disabled } });
export const sendPasswordReset = (id: number) =>
  requestParsed(messageResponseSchema, `/api/admin/users/${id}/password-reset`, { method: 'POST', body: {} });

export const fetchSettings = () => requestParsed(adminSettingsSchema, '/api/admin/settings');
export const saveFlag = (key: FeatureFlagKey, flag: FeatureFlag) =>
  requestParsed(featureFlagsSchema, `/api/admin/settings/feature-flags/${key}`, {
    method: 'PUT',
    body: flag,
  });

export const fetchCacheMetrics = () => requestParsed(adminCacheSchema, '/api/admin/cache');

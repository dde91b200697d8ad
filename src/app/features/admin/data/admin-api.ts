/**
 * The admin area's data module: online reads and commands of /api/admin/*, each answer parsed by the domain's
 * schema. Admin work is done online on purpose (nothing is kept in Dexie): a moderation decision must act on
 * the server's current state, and an admin acting on a stale copy could suspend the wrong store. Each read is
 * a typed hook over the online read, keyed by the path it asks; offline, its failure says so.
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
import { useOnlineRead } from '../../../reads/online-read';

export type { AdminProduct, AdminStore, AuditEntry } from '../../../../domain/api/admin';
export type { AdminSettings };

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Whether the installation still needs its first admin. */
export const useSetupStatus = () =>
  useOnlineRead('/api/admin/setup', (path) => requestParsed(setupStatusSchema, path));
export async function completeSetup(input: Record<string, string>) {
  const { data } = await requestJson<SessionBody>('/api/admin/setup', { method: 'POST', body: input });
  return signedIn(data);
}

export const useAdminOverview = () =>
  useOnlineRead('/api/admin/overview', (path) => requestParsed(overviewSchema, path));

export type AdminStoreDetail = z.infer<typeof adminStoreDetailSchema>;

/** Every store matching the search (`q`: name, city or owner's e-mail) and status ('all' for any). */
export const useAdminStores = (params: { q: string; status: string }) =>
  useOnlineRead(`/api/admin/stores${query(params)}`, (path) =>
    requestParsed(z.array(adminStoreSchema), path),
  );
export const useAdminStore = (id: number) =>
  useOnlineRead(`/api/admin/stores/${id}`, (path) => requestParsed(adminStoreDetailSchema, path));
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

export const useAdminProducts = (params: { q: string }) =>
  useOnlineRead(`/api/admin/products${query(params)}`, (path) =>
    requestParsed(z.array(adminProductSchema), path),
  );
// Only the message is read: the lists read again after a write (the shared product schema stays off this chunk).
const productWritten = z.object({ message: z.string() });
const messageResponseSchema = z.object({ message: z.string() });
export const moderateProduct = (id: number, reason: string) =>
  requestParsed(productWritten, `/api/admin/products/${id}/moderation`, { method: 'POST', body: { reason } });
export const clearHighlight = (id: number) =>
  requestParsed(productWritten, `/api/admin/products/${id}/highlight`, { method: 'DELETE' });

const userDetail = z.object({ user: adminUserSchema, audit: z.array(auditEntrySchema) });
/** Users matching the search (`q`: name or e-mail) with the role (any when absent). */
export const useAdminUsers = (params: { q: string; role?: UserRole }) =>
  useOnlineRead(`/api/admin/users${query(params)}`, (path) => requestParsed(z.array(adminUserSchema), path));
export const useAdminUser = (id: number) =>
  useOnlineRead(`/api/admin/users/${id}`, (path) => requestParsed(userDetail, path));
export const setUserRole = (id: number, role: UserRole) =>
  requestParsed(userDetail, `/api/admin/users/${id}/role`, { method: 'PUT', body: { role } });
export const setUserDisabled = (id: number, disabled: boolean) =>
  requestParsed(userDetail, `/api/admin/users/${id}/status`, { method: 'PUT', body: { disabled } });
export const sendPasswordReset = (id: number) =>
  requestParsed(messageResponseSchema, `/api/admin/users/${id}/password-reset`, { method: 'POST', body: {} });

export const useAdminSettings = () =>
  useOnlineRead('/api/admin/settings', (path) => requestParsed(adminSettingsSchema, path));
export const saveFlag = (key: FeatureFlagKey, flag: FeatureFlag) =>
  requestParsed(featureFlagsSchema, `/api/admin/settings/feature-flags/${key}`, {
    method: 'PUT',
    body: flag,
  });

/** The caches' hit rates; `version` changes when the cache-metrics flag is saved, which reads again. */
export const useAdminCacheMetrics = (version: string) =>
  useOnlineRead(`/api/admin/cache#${version}`, () => requestParsed(adminCacheSchema, '/api/admin/cache'));

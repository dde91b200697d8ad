/**
 * Signing in, registering and the account calls (profile, password, recovery). Apart from session.ts so the
 * first route, which only needs to know who is signed in, does not carry them: they load with the screens
 * that use them.
 */

import { AUTH } from '../domain/constants';
import type { RegistrationInput } from '../domain/user';
import { ApiError, requestJson } from './http';
import {
  getSession,
  type SessionBody,
  type SessionUser,
  signedIn,
  storeUser,
  toSessionUser,
} from './session';

/** Login retries on network failure up to 2 times, 1 s apart (spec 000 §9); never on an HTTP answer. */
export async function login(
  email: string,
  password: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<SessionUser> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { data } = await requestJson<SessionBody>('/api/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      return await signedIn(data);
    } catch (error) {
      const network = error instanceof ApiError && error.isNetwork;
      if (!network || attempt >= AUTH.loginRetries) throw error;
      await sleep(AUTH.loginRetryDelayMs);
    }
  }
}

export async function register(input: RegistrationInput | Record<string, unknown>): Promise<SessionUser> {
  const { data } = await requestJson<SessionBody>('/api/auth/register', { method: 'POST', body: input });
  return signedIn(data);
}

export async function updateProfile(patch: Record<string, unknown>): Promise<SessionUser | null> {
  const { data } = await requestJson<unknown>('/api/users/me', { method: 'PUT', body: patch });
  const user = toSessionUser(data, getSession().user);
  if (user) await storeUser(user);
  return user;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const { data } = await requestJson<{ message?: string }>('/api/users/me/password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
  return data?.message ?? '';
}

export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await requestJson<{ message?: string }>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
  });
  return data?.message ?? '';
}

export async function resetPassword(token: string, password: string): Promise<string> {
  const { data } = await requestJson<{ message?: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, password },
  });
  return data?.message ?? '';
}

import { z } from 'zod';
import { GENDERS, loginSchema, PASSWORD_LENGTH, registrationSchema, USER_ROLES, userMessages } from '../user';

/**
 * Wire shapes of accounts and sessions (spec 000 §3, §7): what /api/auth/* and /api/users/me accept
 * and answer. Field rules come from the registration schema in ../user so the form, the data layer and
 * the server check the same thing.
 */

/** Defined with the plans (the trial is a trial of a plan); re-exported here for the account code. */
export { SELLER_TRIAL_DAYS } from '../billing/plans';
/** A password-reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Longest reset token accepted; real ones are 43 characters (32 random bytes, base64url). */
export const RESET_TOKEN_MAX_LENGTH = 200;
export const AVATAR_URL_MAX_LENGTH = 500;

export const accountMessages = {
  invalidCredentials: 'Credenciais inválidas',
  emailTaken: 'Este e-mail já está cadastrado',
  loginRateLimited: (minutes: number) =>
    `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  recoveryRateLimited: (minutes: number) =>
    `Muitas solicitações de recuperação de senha. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  currentPasswordWrong: 'Senha atual incorreta',
  currentPasswordRequired: 'Senha atual é obrigatória',
  samePassword: 'A nova senha deve ser diferente da senha atual',
  passwordChanged: 'Senha alterada com sucesso',
  /** Same answer whether or not the address has an account, so the form cannot be used to probe for accounts. */
  forgotPasswordSent:
    'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.',
  resetTokenRequired: 'Link de redefinição inválido',
  resetTokenInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  passwordReset: 'Senha redefinida com sucesso. Faça login com a nova senha.',
  loggedOut: 'Logout realizado',
  avatarUrlInvalid: 'URL da foto inválida',
  noProfileChanges: 'Nenhuma alteração informada',
  resetMailSubject: 'Feira: redefinição de senha',
} as const;

const m = accountMessages;

export const registerRequestSchema = registrationSchema;
/**
 * `issueToken: true` is for API consumers that authenticate with `Authorization: Bearer`: the answer then carries
 * the session token, and no cookie is set. The web app never asks for it: its session stays in the HttpOnly
 * cookie, out of reach of scripts.
 */
export const loginRequestSchema = loginSchema.extend({
  issueToken: z
    .boolean()
    .optional()
    .describe('Devolve o token da sessão no corpo (para chamadas com Authorization: Bearer), sem cookie'),
});

/** The session/profile user of spec 000 §3; isSeller/isAdmin derive from role. */
export const accountUserSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  isSeller: z.boolean(),
  isAdmin: z.boolean(),
  trialEndsAt: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const userStatsSchema = z.object({
  wishlistCount: z.number().int(),
  reservationsCount: z.number().int(),
  totalReservationsCount: z.number().int(),
  /** Pending and not yet past expiresAt. */
  activeReservationsCount: z.number().int(),
  completedReservationsCount: z.number().int(),
  cancelledReservationsCount: z.number().int(),
  /** Status expired, or pending past expiresAt (the sweep may not have run yet). */
  expiredReservationsCount: z.number().int(),
  favoriteStoresCount: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const profileSchema = accountUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  stats: userStatsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** Login and register answer the user and the session's expiry; the session itself is the HttpOnly cookie. */
export const sessionResponseSchema = z.object({
  user: accountUserSchema,
  expiresAt: z.string(),
});

/** A login with `issueToken: true` (API consumers) also answers the token for `Authorization: Bearer`. */
export const loginResponseSchema = sessionResponseSchema.extend({
  token: z.string().optional().describe('Só com issueToken: true; o aplicativo web usa o cookie HttpOnly'),
});

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: accountUserSchema.optional(),
});

export const meResponseSchema = z.object({ user: accountUserSchema });

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Upload paths from our own server or an http(s) URL; nothing that could run script (javascript:, data:). */
const avatarUrlSchema = z
  .string({ error: m.avatarUrlInvalid })
  .trim()
  .max(AVATAR_URL_MAX_LENGTH, { error: m.avatarUrlInvalid })
  .refine((s) => /^\/uploads\/[\w./-]+$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s), {
    error: m.avatarUrlInvalid,
  });

const registration = registrationSchema.shape;

/**
 * PUT /api/users/me: only the fields sent change; `null` clears an optional field. Email and role are
 * not editable here (an email change needs its own confirmation flow).
 */
export const profileUpdateSchema = z
  .object({
    firstName: registration.firstName.optional(),
    lastName: registration.lastName.optional(),
    phone: registration.phone.nullable(),
    dateOfBirth: registration.dateOfBirth.nullable(),
    gender: registration.gender.nullable(),
    avatarUrl: avatarUrlSchema.nullable().optional(),
  })
  .refine((update) => Object.values(update).some((v) => v !== undefined), { error: m.noProfileChanges });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, { error: m.currentPasswordRequired })
      .max(PASSWORD_LENGTH.max, { error: userMessages.passwordTooLong }),
    newPassword: registration.password,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: m.samePassword,
    path: ['newPassword'],
  });

export const forgotPasswordSchema = z.object({ email: registration.email });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: m.resetTokenRequired })
    .trim()
    .min(1, { error: m.resetTokenRequired })
    .max(RESET_TOKEN_MAX_LENGTH, { error: m.resetTokenInvalid }),
  password: registration.password,
});

import { z } from 'zod';

export const USER_ROLES = ['shopper', 'seller', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

export const userMessages = {
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordTooShort: `Senha deve ter pelo menos ${PASSWORD_LENGTH.min} caracteres`,
  passwordTooLong: `Senha deve ter no máximo ${PASSWORD_LENGTH.max} caracteres`,
  /** Beside every field where a new password is chosen (registration, reset, change). */
  passwordHint: `Pelo menos ${PASSWORD_LENGTH.min} caracteres.`,
  firstNameRequired: 'Nome é obrigatório',
  lastNameRequired: 'Sobrenome é obrigatório',
  nameTooLong: 'Nome deve ter no máximo 100 caracteres',
  phoneInvalid: 'Telefone inválido',
  dateOfBirthInvalid: 'Data de nascimento inválida',
  genderInvalid: 'Gênero inválido',
  roleInvalid: 'Tipo de conta inválido',
} as const;

const u = userMessages;
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const emailSchema = z
  .string({ error: u.emailRequired })
  .trim()
  .min(1, { error: u.emailRequired })
  .toLowerCase()
  .pipe(z.email({ error: u.emailInvalid }));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: u.nameTooLong });

/** yyyy-MM-dd, a real calendar date from 1900 on. */
const dateOfBirthSchema = z.string().refine(
  (s) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d.getUTCFullYear() >= 1900;
  },
  { error: u.dateOfBirthInvalid },
);

/** Brazilian phones: 10–11 digits (DDD + number), optionally +55; formatting characters are ignored. */
const phoneSchema = z
  .string()
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .refine((s) => /^(\+?55)?\d{10,11}$/.test(s), { error: u.phoneInvalid });

/** A new password: what registration, a reset and a change accept (the forms validate with it too). */
export const passwordSchema = z
  .string({ error: u.passwordRequired })
  .min(1, { error: u.passwordRequired })
  .min(PASSWORD_LENGTH.min, { error: u.passwordTooShort })
  .max(PASSWORD_LENGTH.max, { error: u.passwordTooLong });

export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredName(u.firstNameRequired),
  lastName: requiredName(u.lastNameRequired),
  phone: z.preprocess(emptyToUndefined, phoneSchema.optional()),
  dateOfBirth: z.preprocess(emptyToUndefined, dateOfBirthSchema.optional()),
  gender: z.preprocess(emptyToUndefined, z.enum(GENDERS, { error: u.genderInvalid }).optional()),
  // Admins are never self-registered.
  role: z.enum(['shopper', 'seller'], { error: u.roleInvalid }).default('shopper'),
});
export type RegistrationInput = z.output<typeof registrationSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: u.passwordRequired })
    .min(1, { error: u.passwordRequired })
    .max(PASSWORD_LENGTH.max, { error: u.passwordTooLong }),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Name shown for a user (coupon redemption prefill): name, else first + last, else username. */

export { displayName, isAdmin, isSeller } from './user-display';

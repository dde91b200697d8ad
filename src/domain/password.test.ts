import { describe, expect, it } from 'vitest';
import { setupRequestSchema } from './api/admin';
import { changePasswordSchema, resetPasswordSchema } from './api/auth';
import { PASSWORD_LENGTH, passwordSchema, registrationSchema, userMessages } from './user';

const messagesOf = (value: unknown) => passwordSchema.safeParse(value).error?.issues.map((i) => i.message);

describe('the new-password rule, written once', () => {
  it('accepts PASSWORD_LENGTH.min to .max characters and says which bound was missed', () => {
    expect(passwordSchema.parse('a'.repeat(PASSWORD_LENGTH.min))).toHaveLength(PASSWORD_LENGTH.min);
    expect(passwordSchema.parse('a'.repeat(PASSWORD_LENGTH.max))).toHaveLength(PASSWORD_LENGTH.max);
    expect(messagesOf('a'.repeat(PASSWORD_LENGTH.min - 1))).toEqual([userMessages.passwordTooShort]);
    expect(messagesOf('a'.repeat(PASSWORD_LENGTH.max + 1))).toEqual([userMessages.passwordTooLong]);
    expect(messagesOf('')).toContain(userMessages.passwordRequired);
  });

  it('states the bounds the schema holds in the error texts and the forms’ hint', () => {
    expect(userMessages.passwordTooShort).toBe(`Senha deve ter pelo menos ${PASSWORD_LENGTH.min} caracteres`);
    expect(userMessages.passwordTooLong).toBe(`Senha deve ter no máximo ${PASSWORD_LENGTH.max} caracteres`);
    expect(userMessages.passwordHint).toBe(`Pelo menos ${PASSWORD_LENGTH.min} caracteres.`);
  });

  it('is the rule of every request that sets a password', () => {
    expect(registrationSchema.shape.password).toBe(passwordSchema);
    expect(resetPasswordSchema.shape.password).toBe(passwordSchema);
    expect(changePasswordSchema.shape.newPassword).toBe(passwordSchema);
    expect(setupRequestSchema.shape.password).toBe(passwordSchema);
  });
});

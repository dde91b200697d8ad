import { z } from 'zod';

/**
 * Every zod message a user can see is Portuguese: rules with a spec text carry it explicitly,
 * and the generic ones (wrong type, too small…) come from zod's pt-BR locale. Imported once by
 * each entry point (server, app, service worker).
 */
export function configureZodMessagesPtBr(): void {
  z.config(z.locales.ptBR());
}

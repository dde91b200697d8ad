import { accountMessages } from '../../src/domain/api/auth';
import { escapeHtml } from '../http/html';
import type { MailMessage } from './mailer';

/** The reset link e-mail, in Portuguese, as plain text and a minimal HTML alternative. */
export function passwordResetMail(input: { to: string; firstName: string; link: string }): MailMessage {
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta na Feira.',
    'Para criar uma nova senha, abra o link abaixo (válido por 1 hora e por um único uso):',
    '',
    input.link,
    '',
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Feira',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta na Feira.</p>
<p><a href="${escapeHtml(input.link)}">Criar uma nova senha</a> (link válido por 1 hora e por um único uso).</p>
<p>Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Feira</p>`;
  return { to: input.to, subject: accountMessages.resetMailSubject, text, html };
}

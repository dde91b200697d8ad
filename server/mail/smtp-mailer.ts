import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

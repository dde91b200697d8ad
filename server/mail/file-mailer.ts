import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * The default outbox: nodemailer builds the real RFC 5322 message (same encoding an SMTP server would
 * get), which is written to `<directory>/<timestamp>-<to>.eml` (readable by the server's user only), so an
 * operator without SMTP can still hand a reset link to a user and tests can read it. The log says where the
 * file is, never what it says: a reset link in a log is a way into the account for whoever reads the log.
 */
export function createFileMailer(options: {
  directory: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.directory, { recursive: true });
      // The sequence keeps two messages of the same millisecond apart; the address is made filename-safe.
      sequence = (sequence + 1) % 1000;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(3, '0')}`;
      const file = path.join(options.directory, `${stamp}-${message.to.replace(/[^\w.@+-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ to: message.to, subject: message.subject, file }, `e-mail gravado em ${file}`);
    },
    async close() {
      transport.close();
    },
  };
}

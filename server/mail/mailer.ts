/**
 * Outgoing mail. One interface, two real implementations chosen from the config: SMTP (nodemailer)
 * when SMTP_URL is set, otherwise the outbox on disk (each message written as a .eml file, its path logged),
 * so a fresh install can recover passwords without an SMTP account and tests read real messages.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createFileMailer } from './file-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createFileMailer({ directory: path.join(config.dataDir, 'mail'), from: config.MAIL_FROM, log });
}

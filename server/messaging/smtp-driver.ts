// The e-mail driver for real delivery: SMTP through nodemailer, configured by SMTP_URL
// (smtp://user:pass@host:587 with STARTTLS when the server offers it, or smtps://host:465) and MAIL_FROM.
import nodemailer from 'nodemailer';
import type { MessageDriver } from './types';

export interface SmtpDriverOptions {
  url: string;
  from: string;
}

export function createSmtpDriver(options: SmtpDriverOptions): MessageDriver {
  const transport = nodemailer.createTransport(options.url, { from: options.from });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject ?? '', text: message.body });
    },
    async close() {
      transport.close();
    },
  };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing mail goes: SMTP in production, the server log by default, a fake in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Without SMTP_URL mail is written to the log, so a local shop owner can still reset a password. */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ mail: message }, 'mail not sent (SMTP_URL is not set); its content is logged instead');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  // nodemailer is loaded only with SMTP_URL set: a shop that logs its mail never pays for it.
  // A send ends within these times, far inside the outbox's lease (modules/mail), so no other process takes
  // over a mail this one is still sending; nodemailer's own defaults wait up to 10 minutes. The transport
  // class reads the URL and keeps these options; createTransport would drop them beside a URL.
  const transport = Promise.all([import('nodemailer'), import('nodemailer/lib/smtp-transport/index.js')]).then(
    ([{ default: nodemailer }, { default: SMTPTransport }]) =>
      nodemailer.createTransport(
        new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }),
      ),
  );
  return {
    async send({ to, subject, text }) {
      await (await transport).sendMail({ from, to, subject, text });
    },
    close: () => void transport.then((t) => t.close()),
  };
}

/** Decorates `app.mailer`: the given one (tests), SMTP when SMTP_URL is set, else the log mailer. */
export const mailerPlugin = fp(async (app: FastifyInstance, opts: { mailer?: Mailer }) => {
  if (opts.mailer) {
    app.decorate('mailer', opts.mailer);
    return;
  }
  if (app.config.smtpUrl) {
    const smtp = createSmtpMailer(app.config.smtpUrl, app.config.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    app.decorate('mailer', smtp);
    return;
  }
  app.decorate('mailer', createLogMailer(app.log));
});

import { createTransport } from "nodemailer";
import type { NotificationEmail } from "./email";

export interface Mailer {
  send(email: NotificationEmail): Promise<void>;
  close(): void;
}

/**
 * Sends notifications over SMTP (`smtp://user:pass@host:587`, `smtps://…:465`). One connection
 * is reused while e-mails are waiting and closed after a second without any: a new connection
 * per e-mail would cost the server's greeting delay (and TLS handshake) every time, which limits
 * a backlog to a few e-mails per second.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string; to: string }): Mailer {
  const transport = createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    idleTimeout: 1000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail({ from: options.from, to: options.to, ...email });
    },
    close: () => transport.close(),
  };
}

import { createTransport } from "nodemailer";
import type { NotificationEmail } from "./notification";

export interface Mailer {
  send(email: NotificationEmail): Promise<void>;
  close(): void;
}

/** Sends notifications over SMTP (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function createSmtpMailer(options: { smtpUrl: string; from: string; to: string }): Mailer {
  const transport = createTransport({
    url: options.smtpUrl,
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

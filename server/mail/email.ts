/** An e-mail as the outbox hands it to the mailer. */
export interface NotificationEmail {
  /** The recipient; without one the team (`NOTIFY_TO`). */
  to?: string;
  subject: string;
  text: string;
  /** The HTML alternative (newsletter issues). */
  html?: string;
  replyTo?: { name: string; address: string };
  messageId: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  /** When the sink had the whole message (ms since the epoch). */
  receivedAt: number;
  /** The HTML part of a multipart message, if any. */
  html?: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  /** The parts sent as attachments, decoded. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** A free TCP port on 127.0.0.1 (nothing listens there afterwards). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII header values. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** Headers, text and (of multipart/alternative) the HTML part of a message. */
export function parseMail(raw: string): Omit<ReceivedMail, "envelopeTo" | "receivedAt"> {
  const message = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return message;
  const rawParts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r\n/, ""));
  const parts = rawParts.map(parsePart);
  const typed = (type: string) =>
    parts.find((part) => part.headers.get("content-type")?.startsWith(type));
  const attachments = parts.flatMap((part, index) => {
    const disposition = part.headers.get("content-disposition") ?? "";
    if (!disposition.startsWith("attachment")) return [];
    const body = rawParts[index]!.slice(rawParts[index]!.indexOf("\r\n\r\n") + 4);
    return [
      {
        filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? "",
        contentType: part.headers.get("content-type")?.split(";")[0] ?? "",
        content: Buffer.from(body, "base64"),
      },
    ];
  });
  return {
    headers: message.headers,
    subject: message.subject,
    text: typed("text/plain")?.text.replace(/\n$/, "") ?? "",
    html: typed("text/html")?.text,
    ...(attachments.length > 0 && { attachments }),
  };
}

function parsePart(raw: string): Omit<ReceivedMail, "envelopeTo" | "receivedAt"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { headers, subject: headers.get("subject") ?? "", text: text.replace(/\r\n/g, "\n") };
}

/** An SMTP server on 127.0.0.1 that keeps every message; it can be stopped and started again. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** SMTP connections accepted so far. */
  connections = 0;
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  static async start(port?: number): Promise<SmtpSink> {
    const sink = new SmtpSink(port ?? (await freePort()));
    await sink.start();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      disableReverseLookup: true,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.messages.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            receivedAt: Date.now(),
            ...parseMail(Buffer.concat(chunks).toString("utf8")),
          });
          callback();
        });
      },
    });
    const server = this.server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        // A sender that vanishes mid-message (a killed server) is not the sink's failure.
        server.on("error", () => {});
        resolve();
      });
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Resolves once `count` messages arrived; fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `expected ${count} e-mails, got ${this.messages.length} within ${timeoutMs} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.messages;
  }
}

import { afterEach, describe, expect, it } from "vitest";
import { createSmtpMailer, type Mailer } from "../../server/mail/mailer";
import { SmtpSink } from "./helpers/smtp-sink";

describe("the SMTP mailer", () => {
  let sink: SmtpSink | undefined;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close();
    await sink?.stop();
  });

  it("sends a backlog over one connection and lets it go when idle", async () => {
    sink = await SmtpSink.start();
    mailer = createSmtpMailer({
      smtpUrl: sink.url,
      from: "website@e-gnition.example",
      to: "team@e-gnition.example",
    });
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) {
      await mailer.send({
        subject: `Nr. ${i}`,
        text: "Hallo",
        messageId: `<m${i}@e-gnition.example>`,
      });
    }
    // A new connection per e-mail would wait for the server's greeting (100 ms here) 20 times.
    expect(Date.now() - started).toBeLessThan(1500);
    expect(sink.messages).toHaveLength(20);
    expect(sink.connections).toBe(1);

    // Idle for a second: the connection is closed, so the SMTP server can stop right away.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stopping = Date.now();
    await sink.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);
    sink = undefined;
  });

  it("reports a send while the SMTP server is down as failed, and works again after", async () => {
    sink = await SmtpSink.start();
    await sink.stop();
    mailer = createSmtpMailer({
      smtpUrl: sink.url,
      from: "website@e-gnition.example",
      to: "team@e-gnition.example",
    });
    await expect(
      mailer.send({ subject: "weg", text: "Hallo", messageId: "<down@e-gnition.example>" }),
    ).rejects.toThrow(/ECONNREFUSED/);
    await sink.start();
    await mailer.send({ subject: "da", text: "Hallo", messageId: "<up@e-gnition.example>" });
    expect(sink.messages.map((mail) => mail.subject)).toEqual(["da"]);
  });
});

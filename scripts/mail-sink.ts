/**
 * `npm run mail:sink [port]`: a local SMTP server that prints every e-mail it receives, to read
 * what the site sends (and what waited in its outbox without SMTP_URL) without a mail server.
 * Start it, then the site with `SMTP_URL=smtp://127.0.0.1:2525`.
 */
import { SmtpSink } from "../tests/api/helpers/smtp-sink";

const sink = await SmtpSink.start(Number(process.argv[2] ?? 2525));
console.log(`Mail sink listening: start the site with SMTP_URL=${sink.url}`);
let shown = 0;
setInterval(() => {
  for (const mail of sink.messages.slice(shown)) {
    console.log(
      `\n--- To: ${mail.envelopeTo.join(", ")}\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
  }
  shown = sink.messages.length;
}, 200);

/**
 * `npm run newsletter -- <command>`: newsletter issues from the command line, as the team area
 * makes them (docs/decisions/0151-newsletter-issues.md). The server's outbox sends them.
 */
import { PassThrough } from "node:stream";
import { parseArgs } from "node:util";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { loadContent } from "../../app/content/load-content";
import { isLocale, type Locale } from "../../app/i18n/locale";
import { defaultCacheDir } from "../../app/images/pipeline/build";
import type { Db } from "../db/client";
import { newsletterIssues } from "../db/schema";
import { formatDateTime } from "../format";
import { issueContents, postSource } from "../newsletter/issue-mail";
import { createIssue, issueProgress, queueTest, queueToSubscribers } from "../newsletter/issues";
import { projectRoot } from "../site";
import { processIo, UsageError, type CliCommand, type CommandIo } from "./command";

const USAGE = `Aufruf: npm run newsletter -- <Befehl>

  send <meldung> [--test adresse] [--lang de|en]
                   die Meldung content/news/<Datum>-<meldung>.md an alle bestätigten Abonnenten
                   senden (jede Adresse in ihrer Sprache), oder mit --test nur an eine Adresse
  status           die Ausgaben mit gesendet, wartend, fehlgeschlagen

Verschickt wird über den Postausgang des laufenden Servers, höchstens NEWSLETTER_PER_MINUTE
E-Mails pro Minute; der Server darf dabei weiterlaufen (mit der eingebetteten Datenbank
führt er den Befehl selbst aus).`;

const ACTOR = "Kommandozeile";

/** The post's mail in both languages, made from the content as the build makes it. */
async function postIssue(slug: string, siteOrigin: string) {
  const { contentByLocale } = await loadContent(projectRoot, {
    cacheDir: defaultCacheDir(projectRoot),
    out: new PassThrough() as unknown as NodeJS.WriteStream,
  });
  const find = (locale: Locale) => contentByLocale[locale].news.find((p) => p.slug === slug);
  const de = find("de");
  const en = find("en");
  if (!de || !en) throw new UsageError(`Die Meldung "${slug}" gibt es nicht in content/news/.`);
  const site = { origin: siteOrigin, productName: contentByLocale.de.site.productName };
  return issueContents({ de: postSource(de), en: postSource(en) }, site);
}

/** The post's newest issue not yet sent to the subscribers, or a new one. */
async function issueFor(db: Db, slug: string, siteOrigin: string) {
  const [latest] = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.postSlug, slug))
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(1);
  if (latest && !latest.sentAt) return latest;
  return createIssue(
    db,
    { actor: ACTOR },
    {
      postSlug: slug,
      createdBy: ACTOR,
      content: await postIssue(slug, siteOrigin),
    },
  );
}

export async function run(
  args: string[],
  db: () => Promise<Db>,
  siteOrigin: string,
  io: CommandIo = processIo,
) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { test: { type: "string" }, lang: { type: "string", default: "de" } },
  });
  const [command, slug] = positionals;
  switch (command) {
    case "send": {
      if (!slug) throw new UsageError("send braucht den Namen einer Meldung.");
      if (!isLocale(values.lang)) throw new UsageError("--lang ist de oder en.");
      const database = await db();
      if (values.test) {
        const issue = await issueFor(database, slug, siteOrigin);
        await queueTest(database, { actor: ACTOR }, issue.id, values.test, values.lang);
        return io.log(`Test von "${issue.subjectDe}" an ${values.test} im Postausgang.`);
      }
      const [sent] = await database
        .select({ sentAt: newsletterIssues.sentAt })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.postSlug, slug), isNotNull(newsletterIssues.sentAt)))
        .limit(1);
      if (sent?.sentAt)
        throw new UsageError(
          `"${slug}" ist schon am ${formatDateTime(sent.sentAt)} verschickt worden.`,
        );
      const issue = await issueFor(database, slug, siteOrigin);
      const result = await queueToSubscribers(database, { actor: ACTOR }, issue.id);
      if ("alreadySentAt" in result)
        throw new UsageError(`Schon am ${formatDateTime(result.alreadySentAt)} verschickt.`);
      return io.log(`"${issue.subjectDe}" an ${result.queued} Abonnenten im Postausgang.`);
    }
    case "status": {
      for (const issue of await issueProgress(await db())) {
        io.log(
          `${formatDateTime(issue.createdAt)}  ${issue.subject}\n    ` +
            (issue.sentAt
              ? `verschickt ${formatDateTime(issue.sentAt)} an ${issue.recipients}: ${issue.sent} gesendet, ${issue.waiting} wartend, ${issue.failed} fehlgeschlagen, ${issue.withdrawn} vorher abgemeldet`
              : "noch nicht verschickt") +
            (issue.tests ? `; ${issue.tests} Tests` : ""),
        );
      }
      return;
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

export const command: CliCommand = {
  usage: USAGE,
  run: ({ args, db, config, io }) => run(args, db, config.SITE_ORIGIN, io),
};

import { randomBytes } from "node:crypto";
import type { Db } from "../../../server/db/client";
import { newsletterSubscribers } from "../../../server/db/schema";

/** `count` confirmed subscribers, every other one English; their addresses by language. */
export async function addSubscribers(db: Db, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `abonnent-${i}@example.org`,
    name: "",
    locale: i % 2 ? "en" : "de",
    confirmedAt: new Date(),
    confirmExpiresAt: new Date(),
    unsubscribeToken: randomBytes(24).toString("base64url"),
  }));
  for (let i = 0; i < rows.length; i += 250)
    await db.insert(newsletterSubscribers).values(rows.slice(i, i + 250));
  return rows;
}

/** Runs a command-line function without its console output. */
export const quietly = async (work: () => Promise<void>) => {
  const log = console.log;
  console.log = () => {};
  try {
    await work();
  } finally {
    console.log = log;
  }
};

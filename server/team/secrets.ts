import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session cookies, one-time links, challenge cookies. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** What the database keeps of a secret: a stolen table gives no working link or cookie. */
export const hashSecret = (secret: string) =>
  createHash("sha256").update(secret).digest("base64url");

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A value that could be one of our secrets (anything else is not looked up at all). */
export const isSecretShaped = (value: unknown): value is string =>
  typeof value === "string" && SECRET_PATTERN.test(value);

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamPasskeys, webauthnChallenges, type MemberRow, type PasskeyRow } from "../db/schema";
import { recordAudit } from "./audit";
import { hashSecret, isSecretShaped, newSecret } from "./secrets";

/** The site as WebAuthn's relying party: its host name and exact origin (SITE_ORIGIN). */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export const relyingParty = (siteOrigin: string, name: string): RelyingParty => ({
  id: new URL(siteOrigin).hostname,
  name,
  origin: siteOrigin,
});

/** A ceremony must be finished within this time. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type CeremonyPurpose = "sign-in" | "add-passkey" | "invitation";

export interface Ceremony {
  purpose: CeremonyPurpose;
  memberId?: string;
  tokenId?: string;
  name?: string;
  userHandle?: string;
}

/** Keeps a ceremony's challenge; returns the secret for the browser's cookie. */
export async function storeChallenge(
  db: Db,
  challenge: string,
  ceremony: Ceremony,
): Promise<string> {
  const secret = newSecret();
  await db.delete(webauthnChallenges).where(sql`${webauthnChallenges.expiresAt} < now()`);
  await db.insert(webauthnChallenges).values({
    idHash: hashSecret(secret),
    challenge,
    purpose: ceremony.purpose,
    memberId: ceremony.memberId ?? null,
    tokenId: ceremony.tokenId ?? null,
    name: ceremony.name ?? null,
    userHandle: ceremony.userHandle ?? null,
    expiresAt: sql`now() + ${CHALLENGE_LIFETIME_MS} * interval '1 millisecond'`,
  });
  return secret;
}

/** The ceremony of a cookie's secret, once: a challenge is never accepted twice. */
export async function takeChallenge(db: Db, secret: unknown, purpose: CeremonyPurpose) {
  if (!isSecretShaped(secret)) return undefined;
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.idHash, hashSecret(secret)),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function listPasskeys(db: Db, memberId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(teamPasskeys)
    .where(eq(teamPasskeys.memberId, memberId))
    .orderBy(asc(teamPasskeys.createdAt));
}

export async function registrationOptions(
  rp: RelyingParty,
  user: { handle: string; email: string; name: string },
  existing: PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.handle),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The passkey a registration response proves, if it answers our challenge from our origin. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
): Promise<NewPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}

/** Whether a credential id is stored already, as anyone's passkey. */
export async function isPasskeyStored(db: Db, id: string): Promise<boolean> {
  const [found] = await db
    .select({ id: teamPasskeys.id })
    .from(teamPasskeys)
    .where(eq(teamPasskeys.id, id));
  return found !== undefined;
}

/**
 * Keeps a member's new passkey; false when its credential id is stored already (another
 * member's or their own): then nothing changes, and a transaction around it goes on.
 */
export async function savePasskey(
  db: Db,
  memberId: string,
  passkey: NewPasskey,
  label: string,
): Promise<boolean> {
  const saved = await db
    .insert(teamPasskeys)
    .values({ ...passkey, memberId, label: label.slice(0, 80) })
    .onConflictDoNothing({ target: teamPasskeys.id })
    .returning({ id: teamPasskeys.id });
  return saved.length > 0;
}

/**
 * A signed-in member adds a passkey (the account page); the log records it. False, and nothing
 * recorded, when its credential is stored already.
 */
export async function addPasskey(
  db: Db,
  member: Pick<MemberRow, "id" | "email">,
  passkey: NewPasskey,
  label: string,
): Promise<boolean> {
  if (!(await savePasskey(db, member.id, passkey, label))) return false;
  await recordAudit(db, { action: "passkey-added", member });
  return true;
}

export async function authenticationOptions(
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No list of credentials: the browser offers the passkeys it has for this site.
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
}

/** The member whose passkey signed our challenge, with its counter and last use updated. */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
): Promise<string | undefined> {
  const id = (response as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || id.length > 1024) return undefined;
  const [passkey] = await db.select().from(teamPasskeys).where(eq(teamPasskeys.id, id));
  if (!passkey) return undefined;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    await db
      .update(teamPasskeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(teamPasskeys.id, passkey.id));
    return passkey.memberId;
  } catch {
    return undefined;
  }
}

/** A member removes one of their passkeys (the account page); the log records it. */
export async function removePasskey(
  db: Db,
  member: Pick<MemberRow, "id" | "email">,
  id: string,
): Promise<void> {
  await db
    .delete(teamPasskeys)
    .where(and(eq(teamPasskeys.id, id), eq(teamPasskeys.memberId, member.id)));
  await recordAudit(db, { action: "passkey-removed", member });
}

export async function renamePasskey(
  db: Db,
  memberId: string,
  id: string,
  label: string,
): Promise<void> {
  await db
    .update(teamPasskeys)
    .set({ label: label.slice(0, 80) })
    .where(and(eq(teamPasskeys.id, id), eq(teamPasskeys.memberId, memberId)));
}

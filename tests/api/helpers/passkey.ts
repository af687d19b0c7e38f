import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { SITE_ORIGIN } from "./harness";

/** The little CBOR a "none" attestation needs: maps, text and byte strings, integers. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const long = Buffer.alloc(5);
  long[0] = (major << 5) | 26;
  long.writeUInt32BE(value, 1);
  return long;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value < 0 ? head(1, -1 - value) : head(0, value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * What a browser sends back from `navigator.credentials.create` for our registration options: a
 * new P-256 passkey with a "none" attestation, answering `challenge` from the site's origin, for
 * the relying party `localhost` (passkeys need a host name). `credentialId` may be chosen, e.g.
 * one that another member already has.
 */
export function registrationResponse(
  challenge: string,
  credentialId: string = base64url(randomBytes(16)),
) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const id = Buffer.from(credentialId, "base64url");
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    createHash("sha256").update(new URL(SITE_ORIGIN).hostname).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // signature counter
    Buffer.alloc(16), // AAGUID
    idLength,
    id,
    coseKey,
  ]);
  const clientData = {
    type: "webauthn.create",
    challenge,
    origin: SITE_ORIGIN,
    crossOrigin: false,
  };
  const attestation = new Map<string, Cbor>([
    ["fmt", "none"],
    ["attStmt", new Map()],
    ["authData", authData],
  ]);
  return {
    id: base64url(id),
    rawId: base64url(id),
    type: "public-key",
    response: {
      clientDataJSON: base64url(Buffer.from(JSON.stringify(clientData))),
      attestationObject: base64url(cbor(attestation)),
      transports: ["internal"],
    },
    clientExtensionResults: {},
  };
}

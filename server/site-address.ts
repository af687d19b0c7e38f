import type { FastifyBaseLogger } from "fastify";
import { isIpAddress } from "../app/team/passkey-address";
import type { Config } from "./config";

/**
 * After "Server listening at …" (every address the server has): the one address to open. Forms
 * sent without JavaScript are accepted only from `SITE_ORIGIN` (ADR 0012), so a visitor on
 * another of the listed addresses gets their form back with a hint instead. Passkeys need a
 * name rather than an IP address, hence the default http://localhost:3000 and the warning for
 * an IP address.
 */
export function logSiteAddress(
  log: FastifyBaseLogger,
  config: Pick<Config, "SITE_ORIGIN" | "PORT">,
) {
  const origin = new URL(config.SITE_ORIGIN);
  log.info(`Open ${config.SITE_ORIGIN}/ (SITE_ORIGIN): forms are sent from this address only`);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(origin.hostname);
  const port = Number(origin.port || (origin.protocol === "https:" ? 443 : 80));
  if (isIpAddress(origin.hostname))
    log.warn(
      `SITE_ORIGIN ${config.SITE_ORIGIN} is an IP address, where browsers refuse passkeys (team area): ` +
        (local
          ? `set SITE_ORIGIN=${origin.protocol}//localhost:${config.PORT} and open that`
          : "set it to the site's domain name"),
    );
  if (local && port !== config.PORT)
    log.warn(
      `SITE_ORIGIN ${config.SITE_ORIGIN} names port ${port}, but the server listens on ${config.PORT}: ` +
        `set SITE_ORIGIN=${origin.protocol}//${origin.hostname}:${config.PORT} together with PORT`,
    );
}

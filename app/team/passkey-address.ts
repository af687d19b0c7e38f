/**
 * Passkeys (WebAuthn) are bound to a domain name: on an IP address such as 127.0.0.1 the
 * browser refuses the ceremony with its own "… is an invalid domain". The passkey button asks
 * here first and says where to go instead (app/intern/components/PasskeyButton.tsx).
 */

/** Whether a URL's hostname (`location.hostname`: `127.0.0.1`, `[::1]`) is an IP address. */
export function isIpAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  return host.includes(":") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

const isLoopback = (hostname: string) =>
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === "[::1]";

type PageAddress = Pick<
  Location,
  "protocol" | "hostname" | "port" | "pathname" | "search" | "hash"
>;

/**
 * Why a passkey cannot work on this page's address, if it is an IP address: `localhost` names
 * the same page on this machine's own address (127.x, ::1); another machine's address needs
 * the site's name instead. Undefined for a name, where passkeys work.
 */
export function passkeyAddressProblem(
  page: PageAddress,
): { kind: "loopback"; url: string } | { kind: "other"; host: string } | undefined {
  if (!isIpAddress(page.hostname)) return undefined;
  if (!isLoopback(page.hostname)) return { kind: "other", host: page.hostname };
  const port = page.port ? `:${page.port}` : "";
  return {
    kind: "loopback",
    url: `${page.protocol}//localhost${port}${page.pathname}${page.search}${page.hash}`,
  };
}

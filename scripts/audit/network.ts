/** What one request of a page load was, as Lighthouse's `network-requests` audit lists it. */
export interface NetworkRequest {
  url: string;
  /** Chrome's resource type: Document, Script, Stylesheet, Font, Image, Fetch, Other… */
  resourceType?: string;
  mimeType?: string;
  /** Bytes on the wire (compressed body plus headers); 0 for data: URLs and cache hits. */
  transferSize?: number;
  statusCode?: number;
}

export type ResourceKind = "document" | "script" | "stylesheet" | "font" | "image" | "other";

const BY_RESOURCE_TYPE: Record<string, ResourceKind> = {
  Document: "document",
  Script: "script",
  Stylesheet: "stylesheet",
  Font: "font",
  Image: "image",
};

const BY_EXTENSION: [RegExp, ResourceKind][] = [
  [/\.(?:m?js)$/, "script"],
  [/\.css$/, "stylesheet"],
  [/\.(?:woff2?|ttf|otf|eot)$/, "font"],
  [/\.(?:avif|webp|png|jpe?g|gif|svg|ico)$/, "image"],
  [/\.html?$/, "document"],
];

/** Sorts a request into a kind: by Chrome's resource type, else by MIME type, else by file name. */
export function classifyRequest(request: NetworkRequest): ResourceKind {
  const byType = request.resourceType ? BY_RESOURCE_TYPE[request.resourceType] : undefined;
  if (byType) return byType;
  const mime = (request.mimeType ?? "").toLowerCase();
  if (/javascript|ecmascript/.test(mime)) return "script";
  if (mime === "text/css") return "stylesheet";
  if (mime.startsWith("font/") || /font-woff|opentype|truetype/.test(mime)) return "font";
  if (mime.startsWith("image/")) return "image";
  if (mime === "text/html") return "document";
  const path = pathOf(request.url).toLowerCase();
  return BY_EXTENSION.find(([pattern]) => pattern.test(path))?.[1] ?? "other";
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** `data:`, `blob:` and the like never leave the browser: they are nobody's origin. */
function isNetworkUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function isOtherOrigin(url: string, siteOrigin: string): boolean {
  return isNetworkUrl(url) && new URL(url).origin !== siteOrigin;
}

export interface LoadSummary {
  bytes: Record<ResourceKind, number>;
  totalBytes: number;
  requests: number;
  fontFiles: number;
  /** URLs of requests to other origins, in load order. */
  thirdPartyUrls: string[];
  thirdPartyFontUrls: string[];
}

/** Adds up the bytes per kind and finds the requests that left the site's origin. */
export function summarizeRequests(
  requests: readonly NetworkRequest[],
  siteOrigin: string,
): LoadSummary {
  const bytes: Record<ResourceKind, number> = {
    document: 0,
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
    other: 0,
  };
  const summary: LoadSummary = {
    bytes,
    totalBytes: 0,
    requests: 0,
    fontFiles: 0,
    thirdPartyUrls: [],
    thirdPartyFontUrls: [],
  };
  const fonts = new Set<string>();
  for (const request of requests) {
    if (!isNetworkUrl(request.url)) continue;
    const kind = classifyRequest(request);
    const size = request.transferSize ?? 0;
    bytes[kind] += size;
    summary.totalBytes += size;
    summary.requests += 1;
    if (kind === "font") fonts.add(request.url);
    if (isOtherOrigin(request.url, siteOrigin)) {
      summary.thirdPartyUrls.push(request.url);
      if (kind === "font") summary.thirdPartyFontUrls.push(request.url);
    }
  }
  summary.fontFiles = fonts.size;
  return summary;
}

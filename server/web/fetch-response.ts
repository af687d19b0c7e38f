import type { FastifyReply, FastifyRequest } from "fastify";
import { Readable } from "node:stream";
import { compress, isCompressible, MIN_COMPRESSED_BYTES, negotiateEncoding } from "./compression";

/** Bodies up to this size are read whole to be compressed; longer ones stream through as they are. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

function toBuffer(chunk: Uint8Array): Buffer {
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

async function* readChunks(head: Buffer[], reader: Reader): AsyncGenerator<Buffer> {
  try {
    yield* head;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield toBuffer(value);
    }
  } finally {
    // Stops the source when the visitor went away before the end.
    await reader.cancel().catch(() => undefined);
  }
}

/** The whole body if it is at most `limit` bytes long, else a stream of all of it. */
export async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Buffer | Readable> {
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    chunks.push(toBuffer(value));
    size += value.byteLength;
    if (size > limit) return Readable.from(readChunks(chunks, reader), { objectMode: false });
  }
}

function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader("vary") ?? "");
  const listed = current.split(",").map((item) => item.trim().toLowerCase());
  if (listed.includes("*") || listed.includes(name.toLowerCase())) return;
  reply.header("vary", current ? `${current}, ${name}` : name);
}

/**
 * Sends an answer of React Router that is not a page (route data, the route manifest, resource
 * routes) with its status and headers, plus ours. Text of at least 1 KB is compressed when the
 * client accepts it; anything else streams through unchanged.
 */
export async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
) {
  reply.code(response.status);
  for (const [name, value] of response.headers)
    if (name !== "set-cookie") reply.header(name, value);
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  const { body } = response;
  if (!body) return reply.send();
  if (
    !isCompressible(response.headers.get("content-type")) ||
    response.headers.has("content-encoding")
  )
    return reply.send(body);
  addVary(reply, "Accept-Encoding");
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(body);
  const whole = await readUpTo(body, MAX_BUFFERED_BYTES);
  if (!Buffer.isBuffer(whole) || whole.length < MIN_COMPRESSED_BYTES) return reply.send(whole);
  const etag = response.headers.get("etag");
  if (etag) reply.header("etag", etag.replace(/"$/, `-${encoding}"`));
  reply.removeHeader("content-length").header("content-encoding", encoding);
  return reply.send(await compress(whole, encoding));
}

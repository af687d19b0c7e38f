import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readUpTo } from "./fetch-response";

/** A stream of `count` chunks of `size` bytes, the n-th chunk filled with byte n; it records a cancel. */
function chunks(count: number, size: number) {
  const state = { sent: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === count) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(state.sent));
      state.sent += 1;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe("readUpTo", () => {
  it("gives the whole body when it fits", async () => {
    const body = await readUpTo(chunks(3, 10).stream, 30);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect([...(body as Buffer)]).toEqual([
      ...Array(10).fill(0),
      ...Array(10).fill(1),
      ...Array(10).fill(2),
    ]);
  });

  it("gives a stream of all of it, in order, when it does not", async () => {
    const { stream, state } = chunks(5, 10);
    const body = await readUpTo(stream, 25);
    expect(body).toBeInstanceOf(Readable);
    expect(state.sent).toBeLessThan(5); // not read to the end before it was needed
    const all = await readAll(body as Readable);
    expect(all.length).toBe(50);
    expect([...new Set(all)]).toEqual([0, 1, 2, 3, 4]);
  });

  it("stops the source when the stream is dropped early", async () => {
    const { stream, state } = chunks(100, 10);
    const body = (await readUpTo(stream, 15)) as Readable;
    for await (const part of body) {
      expect(part).toBeDefined();
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.cancelled).toBe(true);
    expect(state.sent).toBeLessThan(100);
  });
});

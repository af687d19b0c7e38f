/**
 * Progress of a long image run on the terminal: one updating line on a terminal, a line every
 * few seconds in a log (CI), and a summary at the end. Quick runs stay quiet until the summary.
 */
export interface Progress {
  tick(label: string): void;
  finish(summary: string): void;
}

export function progress(
  total: number,
  out: NodeJS.WriteStream = process.stdout,
  everyMs = 2_000,
): Progress {
  const started = Date.now();
  let done = 0;
  let lastLine = 0;
  const tty = Boolean(out.isTTY);
  return {
    tick(label) {
      done += 1;
      const now = Date.now();
      // Nothing for the first second: a warm cache is done by then.
      if (now - started < 1_000 || (!tty && now - lastLine < everyMs)) return;
      lastLine = now;
      const line = `Bilder: ${done}/${total} (${Math.round((100 * done) / total)} %) ${label}`;
      if (tty) out.write(`\r\x1b[2K${line.slice(0, (out.columns || 80) - 1)}`);
      else out.write(`${line}\n`);
    },
    finish(summary) {
      if (tty && lastLine) out.write("\r\x1b[2K");
      out.write(`${summary} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    },
  };
}

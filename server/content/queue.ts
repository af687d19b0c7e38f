/** The last task queued per key; tasks of one key run one after the other. */
const tails = new Map<string, Promise<void>>();

/**
 * Runs `task` after every task queued before it under the same key has settled (succeeded or
 * failed), so that two saves to one repository never interleave. Keys are the repositories'
 * folders; the map holds a key only while it has work queued.
 */
export function serialise<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(() => task());
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}

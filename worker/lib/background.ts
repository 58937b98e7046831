// Work that must not make the response wait (and so must not make it slower for one kind of
// request than another): mail, and the writes that go with it. In production it runs under
// ctx.waitUntil after the response has gone.

let pending = 0;

export function runInBackground(
  waitUntil: (promise: Promise<unknown>) => void,
  label: string,
  work: () => Promise<unknown>,
) {
  pending++;
  const done = Promise.resolve()
    .then(work)
    .catch((error: unknown) => console.error(`background: ${label} failed`, error))
    .finally(() => pending--);
  waitUntil(done);
}

/**
 * Development only (the local mailbox): waits until background work started by earlier requests in
 * this isolate has finished, so a code "sent" a moment ago is already in the outbox. Polls a counter
 * instead of awaiting another request's promise, which workerd does not allow.
 */
export async function settleBackground(maxWaitMs = 5000) {
  const busy = () => pending > 0;
  for (let waited = 0; busy() && waited < maxWaitMs; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

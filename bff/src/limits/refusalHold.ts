/** How long a client's refusal is held before it is sent. */
const refusalHoldMs = 1000;
/** Beyond this many held refusals (clients not waiting for their answers) they are sent at once. */
const maxHeld = 2000;
let held = 0;

/**
 * Waits before a refusal is sent: a flood waits for each answer before it sends again on that
 * connection, so it slows to one request per connection per hold, and refusing it costs little.
 */
export async function holdRefusal(): Promise<void> {
  if (held >= maxHeld) return;
  held += 1;
  try {
    await new Promise((resolve) => setTimeout(resolve, refusalHoldMs));
  } finally {
    held -= 1;
  }
}

// Magic links per e-mail address (any IP): the per-IP limiter alone let 2 IPs send 30 mails to one
// inbox. A sliding window in memory (one process serves the API); every validated request for an
// address counts, whether or not an account exists, so the 429 tells nothing about accounts.
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

export type AddressLimiter = {
  /** Counts one request for `address`; false when it is over the limit (then it is not counted). */
  take(address: string): boolean;
  /** Seconds until `address` may ask again (0 when it may now). */
  retryAfter(address: string): number;
};

export function createAddressLimiter(opts: { limit: number; windowMs?: number; now: () => Date }): AddressLimiter {
  const windowMs = opts.windowMs ?? ADDRESS_WINDOW_MS;
  const seen = new Map<string, number[]>();
  let lastSweep = 0;

  const recent = (address: string, now: number): number[] => {
    const times = (seen.get(address) ?? []).filter((t) => now - t < windowMs);
    if (times.length) seen.set(address, times);
    else seen.delete(address);
    return times;
  };

  return {
    take(address) {
      const now = opts.now().getTime();
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        for (const key of [...seen.keys()]) recent(key, now);
      }
      const times = recent(address, now);
      if (times.length >= opts.limit) return false;
      seen.set(address, [...times, now]);
      return true;
    },
    retryAfter(address) {
      const now = opts.now().getTime();
      const times = recent(address, now);
      if (times.length < opts.limit) return 0;
      return Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000));
    },
  };
}

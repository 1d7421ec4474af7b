/**
 * How much longer a journey may take than on a quiet machine. CI's 2-core VMs share their host: on a busy
 * day one app process (with its embedded database) serving two browsers runs 2–3× slower, and a journey
 * that is right but slow must not fail for it. E2E_TIMEOUT_SCALE overrides it (1 on CI keeps the old limits).
 */
export const TIMEOUT_SCALE = Number(process.env.E2E_TIMEOUT_SCALE ?? (process.env.CI ? 2 : 1));

/** A time limit in milliseconds, scaled for the machine: for `test.setTimeout` and the config's limits. */
export function scaled(ms: number): number {
  return Math.round(ms * TIMEOUT_SCALE);
}

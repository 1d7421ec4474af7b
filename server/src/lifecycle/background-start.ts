/**
 * How long after start-up the background jobs (the mail worker's first look at the outbox, the payment
 * reminders' first run) wait before their first run. The first moments of a process are its first
 * visitors': on the embedded engine one statement runs at a time, and a job's first statements are slow
 * ones (cold), so a job run at once made the first page wait for it. Nothing is lost: a mail queued from
 * now on wakes the worker at once, and what was queued before restart goes out a moment later.
 */
export const BACKGROUND_FIRST_RUN_AFTER_MS = 2_000;

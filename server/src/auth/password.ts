import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** How many argon2 verifications this process has run: lets tests prove every login path runs exactly one. */
let verifications = 0;
export const passwordVerificationCount = (): number => verifications;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

/**
 * Verifying against a real hash when the user does not exist keeps unknown-user and wrong-password
 * answers equally slow, so response times do not reveal which usernames exist.
 */
let dummyHash: Promise<string> | undefined;
export function warmPasswordCheck(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  return dummyHash;
}

/**
 * The one password check of sign-in: against the user's hash, or against the dummy hash when there is
 * no such user, so both take the same work (one argon2 verification) and both answer false alike.
 */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const verified = await verifyPassword(passwordHash ?? (await warmPasswordCheck()), password);
  return passwordHash !== undefined && verified;
}

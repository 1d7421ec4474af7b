import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: references are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A reference like UH-7K3M9Q: 31^6 ≈ 887 million possibilities, unique by a database constraint.
 * Enquiries use the prefix EQ, so a reference says on the phone which list to look in.
 */
export function newBookingReference(prefix: 'UH' | 'EQ' = 'UH'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

import { EARLY_BOOT_GLOBAL, type EarlyBoot } from './early-boot';

/** The early start-up of a server-rendered page (early-boot.ts), when index.html installed it. */
export const earlyBoot = (): EarlyBoot | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyBoot | undefined>)[EARLY_BOOT_GLOBAL];

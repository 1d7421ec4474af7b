import { z } from 'zod';
import { DEFAULT_BUDGET } from './budget-options';

/**
 * The home page search. The spec asks for no validation beyond the disabled placeholder option,
 * so every field may be empty; the budget falls back to the default.
 */
export const packageSearchSchema = z.object({
  destination: z.string().trim().default(''),
  date: z.string().default(''),
  maxPrice: z.coerce.number().int().positive().catch(DEFAULT_BUDGET),
});

/** Navigation state the /SearchResultsList page reads. */
export type PackageSearchState = z.infer<typeof packageSearchSchema>;

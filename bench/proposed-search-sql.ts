/**
 * The faster search that bench/README.md ("Findings") proposed is now the app's own
 * (PackagesService.search(), copied in search-sql.ts): JIT off, the destination match as a union of
 * trigram index scans, the page picked on narrow rows before its packages are read in full, and the
 * budget compared on a stored price in rand. The `proposed` target of `npm run bench:search`
 * (`--targets ...,proposed`) therefore measures the same SQL as `baseline`; it stays so that old
 * command lines keep working.
 */
import { CURRENT_SQL, type SearchSql } from './search-sql.js';

export const PROPOSED_SQL: SearchSql = CURRENT_SQL;

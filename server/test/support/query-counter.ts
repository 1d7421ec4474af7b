/**
 * Counts the SQL statements the app sends while a piece of test code runs, to prove that a nested
 * GraphQL request costs a fixed number of queries however many rows it returns (no N+1).
 *
 *   const { app, queries } = await createTestApp();
 *   const { count, statements } = await queries.during(() => gql(app.http, NESTED_QUERY));
 *   expect(count).toBeLessThanOrEqual(4);
 *
 * Every statement drizzle sends is seen, transactions included (the db client's `onQuery` hook).
 * The guard's token check and other per-request reads count too: compare a request returning
 * 2 rows with one returning 20, or assert a small constant, not zero.
 */
export class QueryCounter {
  private recording: string[] | undefined;

  /** Passed to openDatabase({ onQuery }). */
  readonly record = (sql: string): void => {
    this.recording?.push(sql);
  };

  async during<T>(fn: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
    if (this.recording) throw new Error('QueryCounter.during() calls may not overlap.');
    const statements: string[] = [];
    this.recording = statements;
    try {
      const result = await fn();
      return { result, count: statements.length, statements };
    } finally {
      this.recording = undefined;
    }
  }
}

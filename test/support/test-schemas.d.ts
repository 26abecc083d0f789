/** Types of test-schemas.js: the PostgreSQL schemas of the test suites, `lock_test_<run>_<made>_<id>`. */

/**
 * A new test schema's name, stamped with `made` (ms since the epoch; now unless given); `id` (lower-case letters,
 * digits, `_`) is random unless given.
 */
export function testSchemaName(id?: string, made?: number): string;

/** When the schema of the name was made (ms since the epoch), or undefined when its name has no stamp. */
export function schemaMadeAt(name: string): number | undefined;

/**
 * Drops the stamped test schemas made more than an hour ago (those of killed runs); schemas without a readable
 * stamp are left alone. Answers how many it dropped; 0 without a reachable PostgreSQL.
 * @param url the server (`LOCK_TEST_POSTGRES_URL`, or the machine's `test` database, unless given)
 */
export function dropStaleTestSchemas(url?: string): Promise<number>;

/**
 * Drops the test schemas of one jest run (`lock_test_<runId>_*`), leaving those of other runs alone. Answers how many
 * it dropped; 0 without a run id or a reachable PostgreSQL.
 */
export function dropRunSchemas(runId: string | undefined, url?: string): Promise<number>;

/** Drops the schemas named, those still there. Answers how many it dropped; 0 without a reachable PostgreSQL. */
export function dropSchemas(names: readonly string[], url?: string): Promise<number>;

import type {
  DatabaseIntrospector,
  DatabaseMetadata,
  DatabaseMetadataOptions,
  Dialect,
  Kysely,
  SchemaMetadata,
  TableMetadata,
} from 'kysely';
import { kyselyPackage } from './kysely-package';

/**
 * The PostgreSQL dialect with an introspector that sees the connection's own schema only (`current_schema()`,
 * where the lock tables go). Kysely's own reads every column of every table of every schema on the server, and
 * its migrator asks it whether its tables exist: on a server with hundreds of schemas that cost half a second
 * per migration, and a schema dropped meanwhile by someone else could fail it.
 */
export function ownSchemaDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => new OwnSchemaIntrospector(db),
  };
}

/** One row per column, as Kysely's PostgreSQL introspector reads them. */
interface ColumnRow {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_type: string;
  schema: string;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

/** Kysely's PostgreSQL introspection (same metadata), limited to the schema of `current_schema()`. */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { sql } = kyselyPackage();
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace
      where nspname = current_schema()`.execute(this.db);
    return rows.map(({ name }) => ({ name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } = kyselyPackage();
    // Kysely leaves out its default bookkeeping tables unless asked (ours have other names, so they are listed).
    const internal = options.withInternalKyselyTables
      ? []
      : [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const { rows } = await sql<ColumnRow>`select
        a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
        c.relname as table, c.relkind as table_type, ns.nspname as schema,
        typ.typname as type, dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          as auto_incrementing
      from pg_catalog.pg_namespace ns
      join pg_catalog.pg_class c on c.relnamespace = ns.oid
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped
        and c.relname <> all(${internal}::text[])
      order by c.relname, a.attnum`.execute(this.db);
    return tablesOf(rows);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** The rows (ordered by table, then column) as tables with their columns. */
function tablesOf(rows: readonly ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (table === undefined) {
      table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      isAutoIncrementing: row.auto_incrementing !== null,
      comment: row.column_description ?? undefined,
    });
  }
  return [...tables.values()];
}

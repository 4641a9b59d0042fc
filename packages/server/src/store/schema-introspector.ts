import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  table_type: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

/**
 * What a store on a PostgreSQL schema of its own sees of the database: that schema's tables (the migrator asks
 * which of its tables exist). Kysely's own introspector reads every schema and names each back to the server,
 * which fails ('schema "…" does not exist') when another schema is dropped while it reads: a parallel test's
 * cleanup, or another store's.
 */
export function schemaIntrospector(
  db: Kysely<unknown>,
  schema: string,
  everySchema: DatabaseIntrospector,
): DatabaseIntrospector {
  const getTables = async (options?: DatabaseMetadataOptions): Promise<TableMetadata[]> => {
    const internal = options?.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`;
    // The functions of the select list run only on the rows of this schema, which no one drops while it is open.
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as table_type, a.attname as "column", a.attnotnull as not_null,
        a.atthasdef as has_default, typ.typname as "type", dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          as auto_incrementing
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = ${schema} and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
        ${internal}
      order by c.relname, a.attnum`.execute(db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema, isView: row.table_type === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isAutoIncrementing: row.auto_incrementing !== null,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        ...(row.column_description === null ? {} : { comment: row.column_description }),
      });
    }
    return [...tables.values()];
  };
  return {
    // The schemas' names alone: a plain read of the catalog, which a drop elsewhere does not disturb.
    getSchemas: () => everySchema.getSchemas(),
    getTables,
    getMetadata: async (options) => ({ tables: await getTables(options) }),
  };
}

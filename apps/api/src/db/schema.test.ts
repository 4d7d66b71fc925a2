import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyTestApp, type TestApp } from '../test/app.ts';

/**
 * db/schema.ts is what every query is type-checked against; the migrations are what the database is.
 * This reads the one with the TypeScript compiler and the other from information_schema, and compares
 * every table, column and whether it may be null.
 */
type Columns = Map<string, { nullable: boolean }>;

function declaredSchema(): Map<string, Columns> {
  const file = fileURLToPath(new URL('./schema.ts', import.meta.url));
  // The type checker resolves what a reading of the source cannot: the banded columns of the window
  // tables are a mapped type, and several tables are intersections.
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  let database: ts.InterfaceDeclaration | undefined;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Database') database = node;
  });
  // Kysely's ColumnType (and Generated) carry the selected type in a phantom __select__ property.
  const selected = (type: ts.Type) => {
    const phantom = type.getProperty('__select__');
    return phantom ? checker.getTypeOfSymbol(phantom) : type;
  };
  const mayBeNull = (type: ts.Type) =>
    type.isUnion()
      ? type.types.some((t) => (t.flags & ts.TypeFlags.Null) !== 0)
      : (type.flags & ts.TypeFlags.Null) !== 0;
  const tables = new Map<string, Columns>();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database!))) {
    const columns: Columns = new Map();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table)))
      columns.set(column.name, { nullable: mayBeNull(selected(checker.getTypeOfSymbol(column))) });
    tables.set(table.name, columns);
  }
  return tables;
}

/**
 * Tables kept out of the typed schema on purpose: the migrations' own record, and the data version,
 * which only db/data-version.ts reads and writes (no query builder code may depend on it).
 */
const UNTYPED_TABLES = ['schema_migration', 'data_version'];

let t: TestApp;
beforeAll(async () => {
  t = await readOnlyTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('db/schema.ts', () => {
  it('declares exactly the tables and columns of the migrated database, with their nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string; is_generated: string }>`
      SELECT table_name, column_name, is_nullable, is_generated FROM information_schema.columns
      WHERE table_schema = 'public' AND NOT (table_name = ANY(${UNTYPED_TABLES}::text[]))
      ORDER BY table_name, ordinal_position`.execute(t.database.db);
    const declared = declaredSchema();
    const actual = new Map<string, Columns>();
    for (const r of rows) {
      if (!actual.has(r.table_name)) actual.set(r.table_name, new Map());
      // A generated column is never declared NOT NULL; its expression decides (name_grams gives '{}').
      const column = declared.get(r.table_name)?.get(r.column_name);
      const nullable = r.is_generated === 'ALWAYS' && column ? column.nullable : r.is_nullable === 'YES';
      actual.get(r.table_name)!.set(r.column_name, { nullable });
    }
    const describe = (schema: Map<string, Columns>) =>
      [...schema.entries()]
        .flatMap(([table, columns]) =>
          [...columns.entries()].map(([column, c]) => `${table}.${column}${c.nullable ? ' null' : ''}`),
        )
        .sort();
    expect(describe(declared)).toEqual(describe(actual));
  });
});

import pg from 'pg';

/** Runs one statement (CREATE / DROP DATABASE) on the maintenance database of the server of `url`. */
export async function pgAdmin(url: string, sqlText: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

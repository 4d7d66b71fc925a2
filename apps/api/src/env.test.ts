import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, REPO_ROOT, serverProcesses } from './env.ts';

describe('configuration', () => {
  it('runs the embedded mode with no configuration at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      PGLITE_DIR: path.join(REPO_ROOT, 'data/db'),
      SEED_DEFAULT: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('counts a variable set to the empty string as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '', PGLITE_DIR: '' });
    expect(env).toMatchObject({ PORT: 8080, LOG_LEVEL: 'info', PGLITE_DIR: path.join(REPO_ROOT, 'data/db') });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('takes a relative database folder from where the command was typed', () => {
    expect(loadEnv({ PGLITE_DIR: './my-db', INIT_CWD: '/srv/site' }).PGLITE_DIR).toBe('/srv/site/my-db');
    expect(loadEnv({ PGLITE_DIR: '/var/lib/ptcg' }).PGLITE_DIR).toBe('/var/lib/ptcg');
    expect(loadEnv({ PGLITE_DIR: 'memory://' }).PGLITE_DIR).toBe('memory://');
  });

  it('takes the trusted proxies as a number of hops or a list of addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY: .*"proxy.local" is not an address/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('runs one server process on the embedded database and one per core on PostgreSQL, unless told', () => {
    expect(serverProcesses(loadEnv({}))).toBe(1);
    expect(serverProcesses(loadEnv({ DATABASE_URL: 'postgres://db/ptcg' }))).toBe(os.availableParallelism());
    expect(serverProcesses(loadEnv({ DATABASE_URL: 'postgres://db/ptcg', WEB_CONCURRENCY: '3' }))).toBe(3);
    expect(serverProcesses(loadEnv({ WEB_CONCURRENCY: '1' }))).toBe(1);
    // Only the process that opened the embedded database can use it.
    expect(() => loadEnv({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: .*one process only; set DATABASE_URL/);
    expect(() => loadEnv({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads PostgreSQL, port and log level', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/ptcg',
      PORT: '9000',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'WARN',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://u:p@db:5432/ptcg',
      PORT: 9000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/ptcg' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ SEED_DEFAULT: 'yes' }, 'SEED_DEFAULT'],
  ])('refuses %o, naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(`Invalid configuration:\\n {2}${name}: `));
  });
});

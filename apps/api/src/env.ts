import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: defaults resolve against it so the server behaves the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A folder given relative is taken from `cwd`, where the command was typed: npm runs workspace scripts
 * inside the workspace (apps/api) but records the caller's directory in INIT_CWD.
 */
function folder(fallback: string, cwd: string) {
  return z.string().default(fallback).transform((dir) =>
    dir.startsWith('memory://') || path.isAbsolute(dir) ? dir : path.resolve(cwd, dir));
}

const envSchema = (cwd: string) => z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  PGLITE_DIR: folder(path.join(REPO_ROOT, 'data/db'), cwd),
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: folder(path.join(REPO_ROOT, 'apps/web/dist'), cwd),
  DATA_DIR: folder(path.join(REPO_ROOT, 'data'), cwd),
  /** Load the default dataset into an empty database at start-up. */
  SEED_DEFAULT: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /**
   * Card image URL template. Placeholders: {key} (the print's image key, e.g. "zh-tw/SV/SV1S/001"),
   * {setCode}, {cardIndex}. Empty: no remote image, the generated card face is used.
   */
  CARD_IMAGE_URL: z.string().default('https://assets.tcgdex.net/{key}/high.webp'),
  /** Deck icon URL template; {key} is the icon key (a Pokémon's English slug). */
  ICON_URL: z.string().default(''),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(256 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
});

export type Env = z.infer<ReturnType<typeof envSchema>>;

/** Reads and checks the configuration once; a variable set to the empty string counts as unset. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema(source.INIT_CWD || process.cwd()).safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

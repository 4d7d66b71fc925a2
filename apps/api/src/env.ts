import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: defaults resolve against it so the server behaves the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().default(path.join(REPO_ROOT, 'data/db')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
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

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

import { calls, CALL_NAMES, card } from '@ptcg/contract';
import { z } from 'zod';

let cached: object | null = null;

/** Shared definitions of the document (recursive types such as the evolution tree), by name. */
type Components = Record<string, unknown>;

/**
 * JSON Schema of a contract type. zod writes a recursive type's definition into the schema's own
 * `$defs`, which a `$ref` inside an OpenAPI document cannot reach; such definitions move to
 * `components.schemas`, with the references pointed there.
 */
function schemaOf(components: Components, schema: z.ZodType, io: 'input' | 'output'): object {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  const names = new Map<string, string>();
  for (const key of Object.keys(($defs ?? {}) as object)) {
    names.set(key, key.startsWith('__') ? `Schema${Object.keys(components).length + names.size + 1}` : key);
  }
  const relink = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relink);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
          return [key, `#/components/schemas/${names.get(value.slice('#/$defs/'.length))}`];
        }
        return [key, relink(value)];
      }),
    );
  };
  for (const [key, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    components[names.get(key)!] = relink(definition);
  }
  return relink(json) as object;
}

/** What a refused request gets: the envelope with a non-200 code and `data: null`. */
const RefusalEnvelope = z.object({ code: z.number().int(), msg: z.string(), track_id: z.string(), data: z.null() });

/** OpenAPI 3.1 document generated from the contract: one POST operation per call. */
export function buildOpenApi(): object {
  if (cached) return cached;
  const components: Components = {};
  const refusalSchema = schemaOf(components, RefusalEnvelope, 'output');
  const refusal = (description: string) => ({
    description,
    content: { 'application/json': { schema: refusalSchema } },
  });
  const paths: Record<string, object> = {};
  for (const name of CALL_NAMES) {
    const def = calls[name];
    const envelope = z.object({ code: z.number().int(), msg: z.string(), track_id: z.string(), data: def.response });
    paths[`/api/v3/${name}`] = {
      post: {
        operationId: name.replace('/', '_'),
        summary: def.summary,
        tags: [name.split('/')[0]],
        ...(def.admin ? { security: [{ session: [] }] } : {}),
        description:
          'Body keys match case-insensitively (`Page`, `PAGESIZE`). Handled refusals answer HTTP 200 with ' +
          '`code` 400 (not answerable in the current state), 401 (admin call without a session) or 10002 ' +
          '(wrong field, unknown id) and `data: null`.',
        requestBody: {
          // An absent body counts as {}, which is all some calls need.
          required: !def.request.safeParse({}).success,
          content: { 'application/json': { schema: schemaOf(components, def.request, 'input') } },
        },
        responses: {
          200: {
            description: 'Envelope; `data` as below when `code` is 200',
            content: { 'application/json': { schema: schemaOf(components, envelope, 'output') } },
          },
          400: refusal('Body is not JSON (code 10002)'),
          413: refusal('Body too large (code 10003)'),
          500: refusal('Unexpected error; the stack is logged with the track_id (code 500)'),
          503: refusal('Server shutting down (code 503)'),
        },
      },
    };
  }
  paths['/static/tree.json'] = {
    get: {
      operationId: 'static_tree',
      summary: '进化树 (no envelope)',
      tags: ['card'],
      responses: {
        200: {
          description: 'Evolution lines, unwrapped',
          content: { 'application/json': { schema: schemaOf(components, card.CardTree, 'output') } },
        },
      },
    },
  };
  cached = {
    openapi: '3.1.0',
    info: { title: '宝可梦卡牌中文资料站 API', version: '3' },
    components: { schemas: components, securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    paths,
  };
  return cached;
}

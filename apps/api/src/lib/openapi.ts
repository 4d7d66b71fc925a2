import { calls, CALL_NAMES } from '@ptcg/contract';
import { z } from 'zod';

let cached: object | null = null;

/** OpenAPI 3.1 document generated from the contract: one POST operation per call. */
export function buildOpenApi(): object {
  if (cached) return cached;
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
        requestBody: {
          required: true,
          content: { 'application/json': { schema: z.toJSONSchema(def.request, { io: 'input', unrepresentable: 'any' }) } },
        },
        responses: {
          200: {
            description: 'Envelope; `code` 200 on success, 400 / 401 / 10002 otherwise',
            content: { 'application/json': { schema: z.toJSONSchema(envelope, { io: 'output', unrepresentable: 'any' }) } },
          },
        },
      },
    };
  }
  paths['/static/tree.json'] = {
    get: { operationId: 'static_tree', summary: '进化树 (no envelope)', responses: { 200: { description: 'CardTreeNode[]' } } },
  };
  cached = {
    openapi: '3.1.0',
    info: { title: '宝可梦卡牌中文资料站 API', version: '3' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    paths,
  };
  return cached;
}

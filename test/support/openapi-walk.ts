/**
 * Walking the served contract: every operation of /api/openapi.json with its payload fields, a value each required
 * field accepts, and a request sent as a client would (query for GETs and uploads, a form body otherwise).
 */
import type { OwnedKind } from '../../contract/call';
import type { Envelope } from '../../contract/envelope';
import type { ApiClient } from './http-client';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-owned-objects'?: Record<string, OwnedKind>;
}

export type Field = { required: boolean; schema: JsonSchema };

/** Every operation the server documents, with its method and path. */
export async function servedOperations(baseUrl: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([p, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path: p })));
}

export function payloadFields(op: Operation): { where: 'query' | 'body'; fields: Record<string, Field> } {
  const fields: Record<string, Field> = {};
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  for (const p of query) fields[p.name] = { required: p.required === true, schema: p.schema };
  const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) fields[name] = { required: (body?.required ?? []).includes(name), schema };
  return { where: query.length ? 'query' : 'body', fields };
}

/** The schema a single value is checked against, past optional unions and lists. */
export function plainSchema(schema: JsonSchema): JsonSchema {
  const inner = schema.anyOf?.find((s) => s.enum || s.const !== undefined || s.type) ?? schema;
  return inner.type === 'array' && inner.items ? plainSchema(inner.items) : inner;
}

/** A value the schema accepts, for a required field the walk does not aim at; `known` names the values some fields need. */
export function filler(name: string, schema: JsonSchema, known: Record<string, unknown>): unknown {
  if (name in known) return known[name];
  const inner = plainSchema(schema);
  if (inner.enum) return inner.enum[0];
  if (inner.const !== undefined) return inner.const;
  if (inner.type === 'integer' || inner.type === 'number') return Math.min(Math.max(inner.minimum ?? 1, 1), inner.maximum ?? Infinity);
  // A switch off: one on may ask for more (the global message on needs its text).
  if (inner.type === 'boolean') return false;
  return textFor(inner);
}

/** Words tried, in order, for a text field with a pattern or a format: the first that fits is sent. */
const SAMPLE_TEXTS = ['x', 'a', '2026-01-01', '2026-01-01 08:00', '08:00', '1', 'a1', 'https://example.edu/', 'ldap://example.edu', 'a@example.edu', '#336699', '13912345678'];

/** A text the schema accepts: 'x' as long as it must be, else a sample that fits its pattern and lengths. */
function textFor(schema: JsonSchema): string {
  const length = Math.max(schema.minLength ?? 1, 1);
  const fits = (text: string) => text.length >= length && text.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  if (!schema.pattern && !schema.format) return 'x'.repeat(length);
  const sample = SAMPLE_TEXTS.flatMap((t) => [t, t.repeat(length)]).find(fits);
  return sample ?? 'x'.repeat(length);
}

/** Sends the payload to the operation as the client's cookies; the body as parsed JSON, or its start when it is not. */
export async function sendOperation(baseUrl: string, op: Operation, payload: Record<string, unknown>, as: ApiClient, headers: Record<string, string> = {}) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) for (const v of [value].flat()) form.append(key, String(v));
  const inQuery = op.method === 'GET' || payloadFields(op).where === 'query';
  const cookie = [...as.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseUrl}${op.path}${inQuery ? `?${form}` : ''}`, {
    method: op.method,
    headers: { cookie, ...(op.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    body: op.method === 'POST' ? (inQuery ? '' : form.toString()) : undefined,
  });
  const text = await res.text();
  let body: unknown = text.slice(0, 200);
  try {
    body = JSON.parse(text);
  } catch {
    // Not an envelope: a file or a page was sent; reported as it came.
  }
  return { status: res.status, body: body as Envelope<unknown> | string };
}

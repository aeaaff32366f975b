import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '../src/plugins/app/route-access';

/**
 * Requests generated from the app's own OpenAPI document (issue 22: the authorisation matrix and the fuzz
 * test cover every endpoint, and a new endpoint joins them without anyone listing it). Values come from
 * the schema (`examples`, `default`, enums, bounds) unless the test names a value for a field.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

type OpenApiParameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One operation of the document with the access its route declares. */
export type ApiOperation = {
  method: string;
  /** The Fastify form (`/api/v1/players/:accountId`), as routes are declared. */
  route: string;
  /** The OpenAPI form (`/api/v1/players/{accountId}`). */
  path: string;
  operation: OpenApiOperation;
  access: DeclaredRoute['access'] | undefined;
};

export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

/** Every operation under /api of the app's OpenAPI document, with its route's declared access. */
export function apiOperations(app: FastifyInstance): ApiOperation[] {
  const doc = openApiDocument(app);
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    const route = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper === 'HEAD') continue;
      const declared = app.declaredRoutes.find((r) => r.method === upper && r.url === route);
      operations.push({ method: upper, route, path, operation, access: declared?.access });
    }
  }
  return operations;
}

export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** Values the test chooses by field name (path, query or body), e.g. the player whose data is asked for. */
export type NamedValues = Record<string, () => unknown>;

/** A valid value of `schema` (the smallest one the schema allows), or the test's value for `name`. */
export function sampleValue(
  doc: OpenApiDocument,
  raw: JsonSchema,
  values: NamedValues,
  name?: string,
  depth = 0,
): unknown {
  if (name !== undefined && values[name]) return values[name]();
  const schema = resolveSchema(doc, raw);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => resolveSchema(doc, b).type !== 'null') ?? branches[0]!;
    return sampleValue(doc, branch, values, undefined, depth + 1);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((s) => sampleValue(doc, s, values, undefined, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        object[key] = sampleValue(doc, schema.properties?.[key] ?? {}, values, key, depth + 1);
      return object;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () =>
        sampleValue(doc, schema.items ?? {}, values, undefined, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(0, schema.maximum) : 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'date') return '2025-01-01';
      if (schema.format === 'date-time') return '2025-01-01T00:00:00.000Z';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return null;
  }
}

/** A string-literal choice of the request (a query parameter or a top-level body field), e.g. `mode`. */
export type EnumField = { where: 'query' | 'body'; name: string; values: unknown[]; isRequired: boolean };

function enumOf(doc: OpenApiDocument, raw: JsonSchema): unknown[] | null {
  const schema = resolveSchema(doc, raw);
  if (schema.enum) return schema.enum;
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return null;
  const values = branches.map((b) => enumOf(doc, b));
  return values.every((v) => v !== null) ? values.flat() : null;
}

export function bodySchemaOf(op: ApiOperation, doc: OpenApiDocument): JsonSchema | null {
  const content = op.operation.requestBody?.content['application/json'];
  return content ? resolveSchema(doc, content.schema) : null;
}

/** The enum-valued fields of an operation: one request per value exercises each branch of a grant. */
export function enumFields(op: ApiOperation, doc: OpenApiDocument): EnumField[] {
  const fields: EnumField[] = [];
  for (const p of op.operation.parameters ?? []) {
    const values = p.in === 'query' ? enumOf(doc, p.schema) : null;
    if (values) fields.push({ where: 'query', name: p.name, values, isRequired: p.required === true });
  }
  const body = bodySchemaOf(op, doc);
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    const values = enumOf(doc, schema);
    if (values)
      fields.push({ where: 'body', name, values, isRequired: body?.required?.includes(name) ?? false });
  }
  return fields;
}

export type GeneratedRequest = {
  method: string;
  url: string;
  query: Record<string, string>;
  payload: unknown;
  /** What the route's handler sees (for a grant that depends on the request). */
  params: Record<string, unknown>;
  label: string;
};

/** A valid request of the operation; `overrides` set query or body fields (`undefined` leaves one out). */
export function sampleRequest(
  op: ApiOperation,
  doc: OpenApiDocument,
  values: NamedValues,
  overrides: { where: 'query' | 'body'; name: string; value: unknown }[] = [],
): GeneratedRequest {
  const params: Record<string, unknown> = {};
  const query: Record<string, string> = {};
  for (const p of op.operation.parameters ?? []) {
    if (p.in === 'path') params[p.name] = sampleValue(doc, p.schema, values, p.name);
    else if (p.in === 'query' && (p.required || values[p.name]))
      query[p.name] = String(sampleValue(doc, p.schema, values, p.name));
  }
  const body = bodySchemaOf(op, doc);
  const payload: unknown = body ? sampleValue(doc, body, values) : undefined;
  for (const o of overrides) {
    if (o.where === 'query') {
      if (o.value === undefined) delete query[o.name];
      else query[o.name] = String(o.value);
    } else if (payload && typeof payload === 'object') {
      const object = payload as Record<string, unknown>;
      if (o.value === undefined) delete object[o.name];
      else object[o.name] = o.value;
    }
  }
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const choice = overrides.map((o) => `${o.name}=${String(o.value)}`).join(' ');
  return {
    method: op.method,
    url,
    query,
    payload,
    params,
    label: `${op.method} ${op.route}${choice ? ` (${choice})` : ''}`,
  };
}

/** The operation's request once per value of each enum field (and without each optional one). */
export function requestVariants(
  op: ApiOperation,
  doc: OpenApiDocument,
  values: NamedValues,
): GeneratedRequest[] {
  const variants: GeneratedRequest[] = [];
  for (const field of enumFields(op, doc)) {
    const choices = field.isRequired ? field.values : [undefined, ...field.values];
    for (const value of choices) variants.push(sampleRequest(op, doc, values, [{ ...field, value }]));
  }
  return variants.length > 0 ? variants : [sampleRequest(op, doc, values)];
}

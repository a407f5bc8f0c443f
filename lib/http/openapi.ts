// OpenAPI 3.1 operations generated from routes' contracts (route.ts): parameters from the path and
// query schemas, the request body from the body schema, the answers from the response schema and
// the errors the route documents. Schemas become JSON Schema (2020-12, OpenAPI 3.1's dialect) with
// zod's own z.toJSONSchema; a schema with a component name is referred to by it.
import { z } from "zod";
import type { RouteContract, RouteHandler } from "./route";

export type Json = Record<string, unknown>;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A route module as the document reads it: its path and its exported handlers. */
export type RouteModule = { path: string; handlers: Partial<Record<Uppercase<(typeof METHODS)[number]>, RouteHandler>> };

export type SchemaNames = {
  /** The component name of a schema, when it has one. */
  nameOf: (schema: unknown) => string | undefined;
};

// Keys zod writes that a reader of the document does not need: long patterns for formats that
// already name the rule, the safe-integer bounds of every integer, and each schema's own dialect.
const SAFE = Number.MAX_SAFE_INTEGER;
const PATTERNED_FORMATS = new Set(["uuid", "date-time", "email", "uri"]);

/** Tidies zod's JSON Schema in place, at every depth. */
export function tidySchema<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) tidySchema(item);
    return value;
  }
  if (!value || typeof value !== "object") return value;
  const node = value as Json;
  delete node.$schema;
  delete node.$id;
  if (typeof node.format === "string" && PATTERNED_FORMATS.has(node.format)) delete node.pattern;
  if (node.maximum === SAFE) delete node.maximum;
  if (node.minimum === -SAFE) delete node.minimum;
  for (const child of Object.values(node)) tidySchema(child);
  return value;
}

/** One schema as JSON Schema: a reference when it has a component name, else written out. */
export function schemaOf(schema: z.ZodType, io: "input" | "output", names: SchemaNames): Json {
  const name = names.nameOf(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  return tidySchema(z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json);
}

const json = (schema: Json, example?: unknown) => ({ "application/json": { schema, ...(example === undefined ? {} : { example }) } });

function parametersOf(schema: unknown, where: "path" | "query"): Json[] {
  if (!(schema instanceof z.ZodObject)) return [];
  const written = tidySchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json);
  const properties = (written.properties ?? {}) as Record<string, Json>;
  const required = new Set((written.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    ...(where === "path" || required.has(name) ? { required: true } : {}),
    schema: property,
  }));
}

/** The OpenAPI operation of one route, with the answers every route of its kind may give. */
export function operationOf(contract: RouteContract, names: SchemaNames, common: Record<number, Json>): Json {
  const doc = contract.doc;
  if (!doc) throw new Error("a documented route needs its doc");
  const status = contract.status ?? 200;
  const body = contract.response && status !== 204 ? json(schemaOf(contract.response as z.ZodType, "output", names), doc.responseExample) : undefined;
  const responses: Record<string, Json> = { [status]: { description: doc.success, ...(body ? { content: body } : {}) } };
  for (const [also, description] of Object.entries(doc.alsoSuccess ?? {})) {
    responses[also] = { description, ...(contract.response ? { content: json(schemaOf(contract.response as z.ZodType, "output", names)) } : {}) };
  }
  for (const [code, description] of Object.entries(doc.errors ?? {})) {
    responses[code] = { description, content: json({ $ref: "#/components/schemas/Error" }) };
  }
  for (const [code, response] of Object.entries(common)) responses[code] ??= response;
  const parameters = [...parametersOf(contract.params, "path"), ...parametersOf(contract.query, "query")];
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: schemaOf(contract.body as z.ZodType, "input", names),
                ...(doc.requestExamples ? { examples: doc.requestExamples } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The `paths` of a document: every documented handler of every route module, under its path. */
export function pathsOf(modules: RouteModule[], names: SchemaNames, common: Record<number, Json>): Json {
  const paths: Record<string, Json> = {};
  for (const { path, handlers } of modules) {
    for (const method of METHODS) {
      const handler = handlers[method.toUpperCase() as Uppercase<typeof method>];
      if (!handler?.contract.doc) continue;
      paths[path] = { ...paths[path], [method]: operationOf(handler.contract, names, common) };
    }
  }
  return paths;
}

/** Named schemas as `components.schemas`, each written once and referring to the others by name. */
export function componentsOf(registry: z.core.$ZodRegistry<{ id: string }>, io: "input" | "output"): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Json> };
  return tidySchema(schemas);
}

// The building blocks every section of the partner API's OpenAPI document is written with.
import { z } from "zod";

export type Json = Record<string, unknown>;

/** A request schema as JSON Schema (OpenAPI 3.1), from the zod schema the route parses with. */
export function requestSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  delete json.$schema;
  // zod spells ISO date-times as a long pattern; the format says the same, readably.
  const props = (json.properties ?? {}) as Record<string, Json>;
  for (const prop of Object.values(props)) {
    for (const option of (prop.anyOf as Json[] | undefined) ?? [prop]) if (option.format === "date-time") delete option.pattern;
  }
  return json;
}

export const str = { type: "string" };
export const nullableStr = { type: ["string", "null"] };
export const dateTime = { type: "string", format: "date-time" };
export const nullableDateTime = { type: ["string", "null"], format: "date-time" };
export const uuid = { type: "string", format: "uuid" };
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Json) => ({ "application/json": { schema } });
export const error = (description: string) => ({ description, content: json(ref("Error")) });

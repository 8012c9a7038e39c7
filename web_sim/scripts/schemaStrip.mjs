/**
 * Drop descriptions from a generated JSON schema: they are for people reading the types, not for
 * the validator. A description is a text; a state field named `description` (a key of
 * `properties`, whose value is a schema) stays.
 */
export function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(Object.entries(node).filter(([k, v]) => !(k === "description" && typeof v === "string")).map(([k, v]) => [k, strip(v)]));
}

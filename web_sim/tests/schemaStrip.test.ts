import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without type declarations
import { strip } from "../scripts/schemaStrip.mjs";

describe("the state schema's description stripping", () => {
  it("drops the types' descriptions but keeps a state field named description", () => {
    const schema = {
      type: "object",
      description: "A playlist.",
      properties: { name: { type: "string", description: "Its title." }, description: { type: "string", description: "What the user wrote." } },
      required: ["name", "description"],
      additionalProperties: false,
    };
    expect(strip(schema)).toEqual({
      type: "object",
      properties: { name: { type: "string" }, description: { type: "string" } },
      required: ["name", "description"],
      additionalProperties: false,
    });
  });
});

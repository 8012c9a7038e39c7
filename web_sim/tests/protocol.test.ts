import { expect, it } from "vitest";
import { ERROR_NAMES, PatchError, PayloadError, UnknownAppError } from "../src/control/errors";
import { TargetNotFoundError } from "../src/control/locate";

it("the error names phone.json gives Python are the names of the errors the control API throws", () => {
  const thrown = [PatchError, PayloadError, TargetNotFoundError, UnknownAppError].map((E) => new E("x").name);
  expect(thrown.sort()).toEqual([...ERROR_NAMES].sort());
});

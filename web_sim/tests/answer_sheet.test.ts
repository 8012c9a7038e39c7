import { describe, expect, it } from "vitest";
import { freshPhone } from "../src/os/defaultState";
import { applyPatch } from "../src/control/patch";
import { answerOf, chooseOption, formatAnswer, normalizeField, NUMBER_ERROR, parseNumber, textsOf, type AnswerField } from "../src/apps/answer_sheet/logic";

const field = (type: AnswerField["type"], repeatable = false, options: string[] = []): AnswerField => ({ id: "f", type, label: "L", hint: "", options, repeatable });

describe("answer sheet numbers", () => {
  it.each([
    ["42", 42],
    ["3.5", 3.5],
    ["-2", -2],
    ["1,234", 1234],
    ["  1,234,567.25 ", 1234567.25],
    ["+7", 7],
    [".5", 0.5],
    ["-0", 0],
    ["\u22123", -3],
  ])("parses %j as %d", (text, value) => expect(Object.is(parseNumber(text), value)).toBe(true));

  it.each(["", "abc", "12a", "1,23", "1,,234", "1.2.3", "--1", "1e3", "NaN", "Infinity", "1 234"])("rejects %j", (text) => expect(parseNumber(text)).toBeNull());
});

describe("typed answers from drafts", () => {
  it("trims text and stores nothing for blanks", () => {
    expect(answerOf(field("text"), ["  Paris "])).toEqual({ answer: "Paris", errors: [null] });
    expect(answerOf(field("text"), ["   "]).answer).toBeUndefined();
  });

  it("stores numbers as numbers and nothing plus an error for non-numbers", () => {
    expect(answerOf(field("number"), ["1,234"]).answer).toBe(1234);
    expect(answerOf(field("number"), ["twelve"])).toEqual({ answer: undefined, errors: [NUMBER_ERROR] });
  });

  it("collects repeatable values, skipping blank rows; an invalid row voids the field", () => {
    expect(answerOf(field("text", true), ["a", " ", " b"]).answer).toEqual(["a", "b"]);
    expect(answerOf(field("number", true), ["1", "2.5"]).answer).toEqual([1, 2.5]);
    expect(answerOf(field("number", true), ["1", "x"])).toEqual({ answer: undefined, errors: [null, NUMBER_ERROR] });
    expect(answerOf(field("text", true), []).answer).toBeUndefined();
  });

  it("shows stored answers as drafts", () => {
    expect(textsOf(field("number"), 1234)).toEqual(["1234"]);
    expect(textsOf(field("text", true), ["a", "b"])).toEqual(["a", "b"]);
    expect(textsOf(field("text", true), undefined)).toEqual([""]);
  });

  it("picks one option, or toggles several in option order", () => {
    const single = field("choice", false, ["Red", "Green"]);
    expect(chooseOption(single, "Red", "Green")).toBe("Green");
    const multi = field("choice", true, ["Red", "Green", "Blue"]);
    expect(chooseOption(multi, ["Blue"], "Red")).toEqual(["Red", "Blue"]);
    expect(chooseOption(multi, ["Blue"], "Blue")).toBeUndefined();
    expect(formatAnswer(["Red", 2])).toBe("Red, 2");
  });

  it("fills in a patched field's optional parts", () => {
    expect(normalizeField({ id: "x", type: "number" } as AnswerField)).toEqual({ id: "x", type: "number", label: "", hint: "", options: [], repeatable: false });
  });
});

describe("answer sheet state", () => {
  it("starts empty and accepts an injected question with prefilled answers", () => {
    const base = freshPhone();
    expect(base.apps.answer_sheet).toEqual({ question: "", hint: "", fields: [], answers: {}, submitted: false });
    const next = applyPatch(base, {
      apps: { answer_sheet: { question: "Q?", fields: [{ id: "n", type: "number", label: "N", hint: "", options: [], repeatable: false }], answers: { n: 3 } } },
    });
    expect(next.apps.answer_sheet).toMatchObject({ question: "Q?", answers: { n: 3 }, submitted: false });
  });
});

import { describe, expect, it } from "vitest";
import { evaluate, formatNumber } from "../src/apps/calculator/evaluate";
import { press } from "../src/apps/calculator/keypad";

const typed = (keys: string[], input = "", justEvaluated = false): string => keys.reduce((s, k, i) => press(k, s, justEvaluated && i === 0).input, input);

describe("calculator", () => {
  it("continues from a result shown in exponent form", () => {
    const big = formatNumber(evaluate("99999×999999"));
    expect(big).toBe("9.999890e+10");
    expect(evaluate(`${big}+1`)).toBeCloseTo(99998900001, -4);
    expect(evaluate("1.5e+3×2")).toBe(3000);
    expect(() => evaluate("1.5e")).toThrow("Bad expression");
  });

  it("takes one decimal point per number", () => {
    expect(typed(["1", ".", "2", ".", "3"])).toBe("1.23");
    expect(typed(["1", ".", "5", "+", ".", "5", "."])).toBe("1.5+0.5");
    expect(typed(["."])).toBe("0.");
    expect(typed(["."], "9.99989e+10")).toBe("9.99989e+10");
    expect(evaluate(typed(["2", ".", ".", "5", "×", "2"]))).toBe(5);
  });
});

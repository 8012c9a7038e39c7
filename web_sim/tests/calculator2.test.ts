import { describe, expect, it } from "vitest";
import { evaluate, preview } from "../src/apps/calculator2/evaluate";
import { press } from "../src/apps/calculator2/keypad";

const typed = (keys: string[], formula = "", justEvaluated = false): string => keys.reduce((s, k, i) => press(k, s, justEvaluated && i === 0).formula, formula);

describe("calculator2 arithmetic", () => {
  it("is decimal, as Android's calculator shows it", () => {
    expect(evaluate("0.1+0.2")).toBe("0.3");
    expect(evaluate("1÷3×3")).toBe("1");
    expect(evaluate("1÷3")).toBe("0.333333333333");
    expect(evaluate("2×√2")).toBe("2.82842712475");
    expect(evaluate("1-0.9")).toBe("0.1");
  });

  it("writes large and tiny results in exponent form that the next formula reads back", () => {
    expect(evaluate("99999^3")).toBe("9.999700003E14");
    expect(evaluate("9.999700003E14×2")).toBe("1.9999400006E15");
    expect(evaluate("1÷3^30")).toBe("4.85693574962E−15");
  });

  it("shows an error, never Infinity or NaN", () => {
    expect(() => evaluate("5÷0")).toThrow("Can't divide by 0");
    expect(() => evaluate("√(−4)")).toThrow("Domain error");
    expect(() => evaluate("ln(0)")).toThrow("Domain error");
    expect(() => evaluate("tan(90)")).toThrow("Domain error");
    expect(() => evaluate("2.5!")).toThrow("Domain error");
    expect(() => evaluate("<b>1</b>")).toThrow("Bad expression");
  });

  it("has the scientific functions, in degrees or radians, exact at whole quarter turns", () => {
    expect(evaluate("sin(30)")).toBe("0.5");
    expect(evaluate("sin(180)")).toBe("0");
    expect(evaluate("cos(π)", "rad")).toBe("−1");
    expect(evaluate("sin(π)", "rad")).toBe("0");
    expect(evaluate("ln(e)")).toBe("1");
    expect(evaluate("log(1000)")).toBe("3");
    expect(evaluate("5!")).toBe("120");
    expect(evaluate("2^10")).toBe("1024");
    expect(evaluate("2^−1")).toBe("0.5");
    expect(evaluate("50%×8")).toBe("4");
  });

  it("multiplies implicitly and closes an open parenthesis", () => {
    expect(evaluate("2π")).toBe("6.28318530718");
    expect(evaluate("3(1+1")).toBe("6");
    expect(evaluate("sin(30")).toBe("0.5");
    expect(evaluate("2*3-1/4")).toBe("5.75");
  });

  it("previews what is typed so far, ignoring a trailing operator", () => {
    expect(preview("12×3+", "deg")).toBe("36");
    expect(preview("12", "deg")).toBe("");
    expect(preview("5÷0", "deg")).toBe("");
  });
});

describe("calculator2 keys", () => {
  it("replaces an operator, allows a unary minus and one point per number", () => {
    expect(typed(["1", "plus", "times", "2"])).toBe("1×2");
    expect(typed(["2", "times", "minus", "3"])).toBe("2×−3");
    expect(typed(["1", "dot", "2", "dot", "3"])).toBe("1.23");
    expect(typed(["dot"])).toBe("0.");
    expect(typed(["plus"])).toBe("");
  });

  it("deletes a function's name whole and only closes an open parenthesis", () => {
    expect(typed(["sin", "del"], "2×")).toBe("2×");
    expect(typed(["rparen"], "2")).toBe("2");
    expect(typed(["lparen", "2", "rparen", "fact"])).toBe("(2)!");
  });

  it("after =, a digit starts anew and an operator continues the result", () => {
    expect(typed(["5"], "42", true)).toBe("5");
    expect(typed(["plus", "1"], "42", true)).toBe("42+1");
    expect(() => press("sinh", "", false)).toThrow("no key 'sinh'");
  });
});

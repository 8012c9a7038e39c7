/**
 * What each key of Calculator 2 writes into the formula: a pure function of the key and the
 * formula, so the screen and the unit tests share it. Keys are named (`c2-key-<name>`) because
 * "−", "×" and "÷" make poor test ids.
 */

/** The basic pad: the digits' grid (left) and the operators' column (right). */
export const DIGIT_KEYS = ["7", "8", "9", "4", "5", "6", "1", "2", "3", "dot", "0", "equals"] as const;
export const OPERATOR_KEYS = ["del", "divide", "times", "minus", "plus"] as const;
/** The scientific panel, revealed by a swipe or its handle. */
export const SCIENTIFIC_KEYS = ["angle", "lparen", "rparen", "sin", "cos", "tan", "ln", "log", "fact", "pi", "e", "pow", "sqrt", "pct"] as const;

/** The text a key writes (the keys that act, not write, are absent). */
export const KEY_TEXT: Record<string, string> = {
  dot: ".", plus: "+", minus: "−", times: "×", divide: "÷", pow: "^", sqrt: "√", pi: "π", e: "e", fact: "!", pct: "%",
  lparen: "(", rparen: ")", sin: "sin(", cos: "cos(", tan: "tan(", ln: "ln(", log: "log(",
};
for (const d of "0123456789") KEY_TEXT[d] = d;

const BINARY = "+×÷^";
const OPERATORS = "+−×÷^";
/** What may stand before "!", "%" or ")": the end of a value. */
const VALUE_END = /[\d)π!%e.]$/;

export interface Pressed {
  formula: string;
  /** "=": compute the formula. */
  evaluate?: true;
}

/** The last key's text to take away: a function's whole name with its "(", else one character. */
function deleteLast(formula: string): string {
  const fn = /(?:sin|cos|tan|ln|log)\($/.exec(formula);
  return fn ? formula.slice(0, -fn[0].length) : [...formula].slice(0, -1).join("");
}

/**
 * `formula` after `key`. `justEvaluated`: the formula is a result just shown by "=", which a
 * digit, a constant or a function replaces and an operator continues from.
 */
export function press(key: string, formula: string, justEvaluated: boolean): Pressed {
  if (key === "clr") return { formula: "" };
  if (key === "del") return { formula: justEvaluated ? "" : deleteLast(formula) };
  if (key === "equals") return { formula, evaluate: true };
  const text = KEY_TEXT[key];
  if (text === undefined) throw new RangeError(`Calculator 2 has no key '${key}'; keys: ${Object.keys(KEY_TEXT).join(", ")}, del, clr, equals, angle`);
  const last = formula.at(-1) ?? "";
  if (BINARY.includes(text)) {
    const base = formula.replace(/[+−×÷^]+$/, "");
    if (base === "" || base.endsWith("(")) return { formula };
    return { formula: base + text };
  }
  if (text === "−") {
    if (last === "−") return { formula };
    return { formula: (last === "+" ? formula.slice(0, -1) : formula) + text };
  }
  if (text === "!" || text === "%") return { formula: VALUE_END.test(formula) ? formula + text : formula };
  if (text === ")") {
    const open = [...formula].filter((c) => c === "(").length - [...formula].filter((c) => c === ")").length;
    return { formula: open > 0 && VALUE_END.test(formula) ? formula + text : formula };
  }
  if (justEvaluated) return { formula: text === "." ? "0." : text };
  if (text === ".") {
    const number = /[\d.]*(?:E[+−]?\d*)?$/.exec(formula)![0];
    if (number.includes(".") || number.includes("E")) return { formula };
    return { formula: formula + (number === "" ? "0." : ".") };
  }
  return { formula: formula + text };
}

/** True when the formula ends in an operator: "=" has nothing to compute yet. */
export function endsInOperator(formula: string): boolean {
  return OPERATORS.includes(formula.at(-1) ?? "");
}

/**
 * Calculator 2's arithmetic, in decimal (decimal.js, 40 significant digits) rather than binary
 * floating point, so that 0.1+0.2 is 0.3 as Android's calculator shows it, and a result is
 * rounded once, for the display, to 12 significant digits. A recursive-descent parser (no eval):
 *
 *   expr    = term (("+" | "−") term)*
 *   term    = signed (("×" | "÷") signed | implicit)*        "2π", "3√2", "2(1+1)" multiply
 *   signed  = "−" signed | power
 *   power   = postfix ("^" signed)?                          right-associative
 *   postfix = primary ("!" | "%")*
 *   primary = number | "π" | "e" | "(" expr ")"? | "√" signed | fn "(" expr ")"?
 *
 * A parenthesis left open at the end is closed, as Android does. "-" and "*" "/" are read as
 * "−", "×" and "÷" (typed or pasted text).
 */
import Decimal from "decimal.js";

/** What a user sees instead of a number: the display's message. */
export class CalcError extends Error {}

export type AngleUnit = "deg" | "rad";

/** The digits the display shows: a result is rounded to this many significant digits. */
const DISPLAY_DIGITS = 12;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpPos: DISPLAY_DIGITS, toExpNeg: -9 });
type Dec = InstanceType<typeof D>;

/** Below this, a result of functions (sin 180°, ln 1) is what rounding left of a zero. */
const RESIDUE = new D("1e-30");
const PI = D.acos(-1);

const FUNCTIONS = ["sin", "cos", "tan", "ln", "log"] as const;
type Fn = (typeof FUNCTIONS)[number];

/** Typed or pasted text in the calculator's own symbols. */
export function normalizeInput(text: string): string {
  return text.replace(/\s+/g, "").replace(/\*/g, "×").replace(/\//g, "÷").replace(/-/g, "−").replace(/pi/gi, "π").replace(/sqrt/gi, "√");
}

function angle(x: Dec, unit: AngleUnit): Dec {
  return unit === "deg" ? x.mod(360).times(PI).div(180) : x;
}

function applyFn(fn: Fn, x: Dec, unit: AngleUnit): Dec {
  if (fn === "ln" || fn === "log") {
    if (x.lte(0)) throw new CalcError("Domain error");
    return fn === "ln" ? x.ln() : x.log(10);
  }
  // Whole quarter turns in degrees are exact (sin 180° is 0, tan 90° has no value).
  if (unit === "deg" && x.mod(90).isZero()) {
    const quarter = x.mod(360).div(90).plus(4).mod(4).toNumber();
    const sin = [0, 1, 0, -1][quarter], cos = [1, 0, -1, 0][quarter];
    if (fn === "tan" && cos === 0) throw new CalcError("Domain error");
    return new D(fn === "sin" ? sin : fn === "cos" ? cos : sin / cos);
  }
  const a = angle(x, unit);
  if (fn === "tan" && a.cos().abs().lt(RESIDUE)) throw new CalcError("Domain error");
  return fn === "sin" ? a.sin() : fn === "cos" ? a.cos() : a.tan();
}

function factorial(x: Dec): Dec {
  if (!x.isInteger() || x.isNegative()) throw new CalcError("Domain error");
  if (x.gt(1000)) throw new CalcError("Value too large");
  let r = new D(1);
  for (let k = 2; k <= x.toNumber(); k++) r = r.times(k);
  return r;
}

/** The exact (40-digit) value of an expression; throws CalcError with the display's message. */
function evaluateExact(expr: string, unit: AngleUnit = "deg"): Dec {
  const src = normalizeInput(expr);
  let i = 0;
  const peek = () => src[i];
  const startsPrimary = () => i < src.length && (/[\d.π(√]/.test(src[i]) || src.startsWith("e", i) || FUNCTIONS.some((f) => src.startsWith(f, i)));

  const parseExpr = (): Dec => {
    let v = parseTerm();
    while (peek() === "+" || peek() === "−") {
      const op = src[i++];
      const r = parseTerm();
      v = op === "+" ? v.plus(r) : v.minus(r);
    }
    return v;
  };
  const parseTerm = (): Dec => {
    let v = parseSigned();
    for (;;) {
      if (peek() === "×" || peek() === "÷") {
        const op = src[i++];
        const r = parseSigned();
        if (op === "÷" && r.isZero()) throw new CalcError("Can't divide by 0");
        v = op === "×" ? v.times(r) : v.div(r);
      } else if (startsPrimary()) v = v.times(parsePower());
      else return v;
    }
  };
  const parseSigned = (): Dec => {
    if (peek() === "−") {
      i++;
      return parseSigned().neg();
    }
    return parsePower();
  };
  const parsePower = (): Dec => {
    const base = parsePostfix();
    if (peek() !== "^") return base;
    i++;
    const exp = parseSigned();
    if (base.isZero() && exp.isNegative()) throw new CalcError("Can't divide by 0");
    if (base.isNegative() && !exp.isInteger()) throw new CalcError("Domain error");
    return base.pow(exp);
  };
  const parsePostfix = (): Dec => {
    let v = parsePrimary();
    while (peek() === "!" || peek() === "%") v = src[i++] === "!" ? factorial(v) : v.div(100);
    return v;
  };
  const closeParen = () => {
    if (peek() === ")") i++;
    else if (i < src.length) throw new CalcError("Bad expression");
  };
  const parsePrimary = (): Dec => {
    const fn = FUNCTIONS.find((f) => src.startsWith(f, i));
    if (fn) {
      i += fn.length;
      if (peek() !== "(") throw new CalcError("Bad expression");
      i++;
      const x = parseExpr();
      closeParen();
      return applyFn(fn, x, unit);
    }
    if (peek() === "(") {
      i++;
      const v = parseExpr();
      closeParen();
      return v;
    }
    if (peek() === "√") {
      i++;
      const x = parseSigned();
      if (x.isNegative()) throw new CalcError("Domain error");
      return x.sqrt();
    }
    if (peek() === "π") return (i++, PI);
    // A number (a shown result may be in exponent form, "1.5E15"), or Euler's e.
    const m = /^(?:\d+\.?\d*|\.\d+)(?:E[+−]?\d+)?/.exec(src.slice(i));
    if (m) {
      i += m[0].length;
      return new D(m[0].replace("−", "-"));
    }
    if (peek() === "e") return (i++, D.exp(1));
    throw new CalcError("Bad expression");
  };

  if (src === "") throw new CalcError("Bad expression");
  const v = parseExpr();
  if (i !== src.length) throw new CalcError("Bad expression");
  if (!v.isFinite()) throw new CalcError("Value too large");
  return v;
}

/** A value as the display writes it: 12 significant digits, no trailing zeros, "1.5E15" beyond. */
function formatResult(v: Dec): string {
  if (v.abs().lt(RESIDUE)) return "0";
  return v.toSignificantDigits(DISPLAY_DIGITS).toString().replace("e+", "E").replace("e-", "E−").replace(/^-/, "−");
}

/** The display's text of an expression's value, or throws CalcError. */
export function evaluate(expr: string, unit: AngleUnit = "deg"): string {
  return formatResult(evaluateExact(expr, unit));
}

/**
 * The live preview under the formula: the value of what is typed so far, ignoring a trailing
 * operator (Android previews "12×3+" as 36); empty for a lone number or what cannot be computed.
 */
export function preview(input: string, unit: AngleUnit): string {
  const body = normalizeInput(input).replace(/[+−×÷^]+$/, "");
  if (!/[+−×÷^!%√πe(]|sin|cos|tan|ln|log/.test(body.replace(/^−/, "").replace(/E−?\d+$/, ""))) return "";
  try {
    return evaluate(body, unit);
  } catch {
    return "";
  }
}

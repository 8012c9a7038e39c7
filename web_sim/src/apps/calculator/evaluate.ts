/**
 * Arithmetic for the calculator: a small recursive-descent parser (no eval). Grammar:
 * expr = term (('+'|'-') term)*; term = factor (('×'|'÷') factor)*; factor = '-' factor | number '%'?
 * | '(' expr ')'; a number may have an exponent (1.5e+12). "50%" is 0.5. Results are rounded to 10 significant digits for display.
 */
export class CalcError extends Error {}

export function evaluate(expr: string): number {
  const src = expr.replace(/\s+/g, "").replace(/\*/g, "×").replace(/\//g, "÷");
  let i = 0;
  const peek = () => src[i];
  const parseExpr = (): number => {
    let v = parseTerm();
    while (peek() === "+" || peek() === "-") {
      const op = src[i++];
      const r = parseTerm();
      v = op === "+" ? v + r : v - r;
    }
    return v;
  };
  const parseTerm = (): number => {
    let v = parseFactor();
    while (peek() === "×" || peek() === "÷") {
      const op = src[i++];
      const r = parseFactor();
      if (op === "÷" && r === 0) throw new CalcError("Can't divide by 0");
      v = op === "×" ? v * r : v / r;
    }
    return v;
  };
  const parseFactor = (): number => {
    if (peek() === "-") {
      i++;
      return -parseFactor();
    }
    let v: number;
    if (peek() === "(") {
      i++;
      v = parseExpr();
      if (peek() === ")") i++;
    } else {
      // A number, in exponent form too: a large or tiny result is shown as 1.234568e+10 and
      // the next keys continue from it.
      const m = /^(?:\d*\.?\d+|\d+\.)(?:e[+-]?\d+)?/.exec(src.slice(i));
      if (!m) throw new CalcError("Bad expression");
      i += m[0].length;
      v = Number(m[0]);
    }
    while (peek() === "%") {
      i++;
      v /= 100;
    }
    return v;
  };
  if (src === "") return 0;
  const v = parseExpr();
  if (i !== src.length) throw new CalcError("Bad expression");
  return v;
}

export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return "Error";
  const r = Number(v.toPrecision(10));
  return Math.abs(r) >= 1e10 || (Math.abs(r) < 1e-6 && r !== 0) ? r.toExponential(6) : String(r);
}

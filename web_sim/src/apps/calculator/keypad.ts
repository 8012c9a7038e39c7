/** The keypad: what each key does to the expression being typed (a pure function of the key and the input). */
export const KEYS = ["C", "()", "%", "÷", "7", "8", "9", "×", "4", "5", "6", "-", "1", "2", "3", "+", "⌫", "0", ".", "="];
export const OPS = "+-×÷";

export function press(key: string, input: string, justEvaluated: boolean): { input: string; evaluate?: boolean } {
  if (key === "C") return { input: "" };
  if (key === "⌫") return { input: [...input].slice(0, -1).join("") };
  if (key === "=") return { input, evaluate: true };
  if (key === "()") {
    const open = [...input].filter((c) => c === "(").length - [...input].filter((c) => c === ")").length;
    const last = input.at(-1) ?? "";
    return { input: input + (open > 0 && /[\d)%]/.test(last) ? ")" : last && /[\d)%]/.test(last) ? "×(" : "(") };
  }
  if (OPS.includes(key)) {
    if (input === "" && key !== "-") return { input };
    if (OPS.includes(input.at(-1) ?? "")) return { input: input.slice(0, -1) + key };
    return { input: input + key };
  }
  if (justEvaluated && /[\d.]/.test(key)) return { input: key === "." ? "0." : key };
  if (key === ".") {
    const number = /(?:\d*\.?\d*e[+-]?\d*|[\d.]*)$/.exec(input)![0]; // the number being typed (a result may be in exponent form)
    if (number.includes(".") || number.includes("e")) return { input };
    return { input: input + (number === "" ? "0." : ".") };
  }
  return { input: input + key };
}

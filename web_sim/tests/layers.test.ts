/**
 * The simulator's imports run one way (issue 36): no circle between modules, no import up a layer.
 *
 * Every module of src/ and world/ is read with TypeScript's own parser; every import counts
 * (`import ... from`, `export ... from`, `import()`, `typeof import()`, type-only imports too: a
 * type is still a dependency of the layer it comes from). The layer order is written once, below.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");

/**
 * Lowest first. A module may import its own layer and any layer below it, never one above.
 * A module's layer is the first whose test names it (paths relative to web_sim/).
 */
const LAYERS: readonly { name: string; holds: (module: string) => boolean }[] = [
  // The plain data types and pure functions world data is built from; they import nothing above.
  { name: "os core", holds: (m) => ["src/os/types.ts", "src/os/files/types.ts", "src/os/media/types.ts", "src/os/rng.ts"].includes(m) },
  // Read-only world data, the same for the page and for Python.
  { name: "world", holds: (m) => m.startsWith("world/") },
  // The store, the shell and the services every app uses.
  { name: "os", holds: (m) => m.startsWith("src/os/") },
  // One folder per app (and no app imports another: see appOf).
  { name: "apps", holds: (m) => m.startsWith("src/apps/") },
  // The page's API for Python.
  { name: "control", holds: (m) => m.startsWith("src/control/") },
  // The page's boot and the build's export of phone.json.
  { name: "entry", holds: (m) => m === "src/main.tsx" || m.startsWith("src/export/") },
];

/**
 * The one place the OS reaches up: its app registry finds every app's manifest with a build-time
 * glob, so that adding an app touches no OS file. No other module may glob, and this one only
 * manifests (the rest of an app is reached through its manifest).
 */
const DISCOVERY: Readonly<Record<string, string>> = { "src/os/registry.ts": "../apps/*/manifest.{ts,tsx}" };

/** An app imports no other app's module (apps reach each other through the OS's intents). */
function appOf(module: string): string | null {
  return /^src\/apps\/([^/]+)\//.exec(module)?.[1] ?? null;
}

/** Every module of the simulator's code and world data, relative to web_sim/. */
function modules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return modules(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Read {
  imports: string[];
  globs: string[];
}

/** The specifiers a source imports, in every form, and its `import.meta.glob` patterns. */
function readSource(name: string, text: string): Read {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false);
  const found: Read = { imports: [], globs: [] };
  const literal = (node: ts.Node | undefined): string | null => (node !== undefined && ts.isStringLiteralLike(node) ? node.text : null);
  const visit = (node: ts.Node): void => {
    let specifier: string | null = null;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) specifier = literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) specifier = literal(node.argument.literal);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      specifier = literal(node.arguments[0]);
      if (specifier === null) throw new Error(`${name}: import(${node.arguments[0].getText(file)}) names no literal path; write the path, so its layer can be checked`);
    } else if (ts.isCallExpression(node) && node.expression.getText(file) === "import.meta.glob") {
      found.globs.push(literal(node.arguments[0]) ?? node.arguments[0].getText(file));
    }
    if (specifier !== null) found.imports.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The file a relative specifier names (as Vite resolves it), relative to web_sim/; null for a package. */
function target(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(ROOT, dirname(from), specifier);
  const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find((p) => existsSync(p) && statSync(p).isFile());
  if (hit === undefined) throw new Error(`${from}: cannot resolve the import "${specifier}" (fix the path, or teach tests/layers.test.ts its form)`);
  return relative(ROOT, hit);
}

const SOURCES = [...modules("src"), ...modules("world")];
const READ = new Map(SOURCES.map((m) => [m, readSource(m, readFileSync(join(ROOT, m), "utf8"))]));

/** Module -> the simulator modules it imports (style sheets and generated code included). */
const GRAPH = new Map(
  SOURCES.map((m) => [m, [...new Set(READ.get(m)!.imports.flatMap((s) => target(m, s) ?? []))].filter((t) => t !== m)]),
);

function layer(module: string): number {
  const index = LAYERS.findIndex((l) => l.holds(module));
  if (index < 0) throw new Error(`${module} is in no layer: name it in LAYERS in tests/layers.test.ts`);
  return index;
}

/** The circles of the graph: each strongly connected component of more than one module (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const strongConnect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strongConnect(v);
  return found;
}

/** One circle through a component's modules, written out: a -> b -> ... -> a. */
function loopThrough(component: string[], graph: Map<string, string[]>): string {
  const inside = new Set(component);
  const start = component[0];
  // Breadth-first from start back to start, inside the component: the shortest loop through it.
  const came = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w) || came.has(w)) continue;
      came.set(w, v);
      if (w === start) queue.length = 0;
      else queue.push(w);
    }
  }
  const path = [start];
  for (let v = came.get(start)!; v !== start; v = came.get(v)!) path.unshift(v);
  return [start, ...path].join(" -> ");
}

describe("web_sim's imports", () => {
  it("are read in every form: static, type-only, re-exported, dynamic, typeof import(), globs", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export * from "./c";',
      'export { d } from "./d";',
      'const e = () => import("./e");',
      'type F = typeof import("./f");',
      'const g = import.meta.glob("./g/*.ts");',
    ].join("\n");
    expect(readSource("example.ts", text)).toEqual({ imports: ["./a", "./b", "./c", "./d", "./e", "./f"], globs: ["./g/*.ts"] });
    expect(() => readSource("example.ts", "const h = (p: string) => import(p);")).toThrow(/names no literal path/);
    expect(GRAPH.get("src/apps/sms/manifest.ts")).toContain("src/apps/sms/screens.tsx"); // resolved: () => import("./screens")
  });

  it("are checked by a circle finder that names the circle's modules", () => {
    const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []]]);
    expect(circles(graph).map((c) => loopThrough(c, graph))).toEqual(["a -> b -> c -> a"]);
  });

  it("put every module in a layer", () => {
    for (const m of GRAPH.keys()) layer(m);
  });

  it("form no circle", () => {
    expect(circles(GRAPH).map((c) => loopThrough(c, GRAPH))).toEqual([]);
  });

  it("never run up a layer", () => {
    const up = [...GRAPH].flatMap(([m, targets]) =>
      targets.filter((t) => layer(t) > layer(m)).map((t) => `${m} (${LAYERS[layer(m)].name}) -> ${t} (${LAYERS[layer(t)].name})`),
    );
    expect(up).toEqual([]);
  });

  it("never reach from one app into another", () => {
    const across = [...GRAPH].flatMap(([m, targets]) => {
      const app = appOf(m);
      return app === null ? [] : targets.filter((t) => appOf(t) !== null && appOf(t) !== app).map((t) => `${m} -> ${t}`);
    });
    expect(across).toEqual([]);
  });

  it("discover apps only through the OS registry's glob of their manifests", () => {
    const globs = Object.fromEntries([...READ].filter(([, r]) => r.globs.length > 0).map(([m, r]) => [m, r.globs.join(", ")]));
    expect(globs).toEqual(DISCOVERY);
  });
});

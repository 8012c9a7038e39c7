import { defineConfig } from "vite";
import { cjkOnlyCharacterClass } from "./fontRanges.ts";

// The simulator is served from a fake origin by Python (page.route), so every asset must be
// relative and bundled: no CDN, no system fonts, no network at run time.
export default defineConfig({
  base: "./",
  build: {
    outDir: "dist",
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
    // Each app's screens are a chunk loaded when it is first drawn (os/appUi.ts): named by app.
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${/apps\/(\w+)\/screens\.tsx$/.exec(chunk.facadeModuleId ?? "")?.[1]?.replace(/^/, "app-") ?? "[name]"}-[hash].js`,
        // Non-ASCII characters escaped: a script with one character past Latin-1 is kept as UTF-16
        // by Blink and V8 (twice its size in every page); all-ASCII sources are kept one byte a character.
        charset: "ascii",
      },
      // A world module is imported by its app's screens and, dynamically, by the app's intent
      // checks (os/intentChecks.ts `worldIdIn`): a chunk both load, out of the main bundle, as
      // meant; the warning that the dynamic import does not split it further is noise.
      onwarn(warning, warn) {
        if (warning.code === "INEFFECTIVE_DYNAMIC_IMPORT" && /world\/\w+\.ts is dynamically imported/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  define: { __CJK_ONLY__: JSON.stringify(cjkOnlyCharacterClass()) },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  test: { environment: "happy-dom", include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"], setupFiles: ["tests/setup.ts"] },
});

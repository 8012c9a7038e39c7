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
    rollupOptions: { output: { chunkFileNames: (chunk) => `assets/${/apps\/(\w+)\/screens\.tsx$/.exec(chunk.facadeModuleId ?? "")?.[1]?.replace(/^/, "app-") ?? "[name]"}-[hash].js` } },
  },
  define: { __CJK_ONLY__: JSON.stringify(cjkOnlyCharacterClass()) },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  test: { environment: "happy-dom", include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"], setupFiles: ["tests/setup.ts"] },
});

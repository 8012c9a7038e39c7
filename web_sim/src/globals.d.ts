/** Build-time constants (vite.config.ts `define`). */
declare const __CJK_ONLY__: string;

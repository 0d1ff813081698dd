import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Root is web/ (see TOOLCHAIN.md: keeps .wrangler/deploy out of the project root's way).
// OUT_DIR lets parallel e2e runs build to their own folder.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: process.env.OUT_DIR ?? "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    manifest: true,
  },
});

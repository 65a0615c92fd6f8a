import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer"] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A feature's modules only declare things: one the page uses nothing of is left out of its scripts, though
          // the feature's index.ts re-exports it. Otherwise every page loaded and ran what a barrel names (the sign-in
          // forms' zod schemas through the shell's one import from auth).
          treeshake: { moduleSideEffects: [{ test: /\/app\/features\//, sideEffects: false }] },
        },
      },
    },
  },
});

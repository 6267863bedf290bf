import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // Database files and builds change on every write; watching them reloads pages at random.
    watch: { ignored: ["**/data/**", "**/build/**", "**/test-results/**"] },
  },
});

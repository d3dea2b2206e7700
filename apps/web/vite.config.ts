import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  // The React Router plugin takes over the dev server and the build; it must not run under vitest.
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
});

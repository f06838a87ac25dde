import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards every data path to a running bff, so the browser sees one origin in
// development exactly as in production (the bff serves the built app there). `BFF_URL` is a
// dev-tool setting, not app configuration: the built app never reads the environment.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/wps', '/bff', '/lgw', '/lotto', '/media'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for whoever symbolicates an error report, never referenced by the files nor served by
    // the bff (routes/web.ts): the shipped code stays what it is.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: their own chunks stay cached across
        // releases. Libraries only lazy pages use stay out, so players never download them:
        // crypto-js (the customer-service link), dompurify (the help center and the status
        // pages' contact ways), elkjs and xstate/graph (the `/flows` viewer).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/].*[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'vendor',
              test: (id) =>
                /node_modules[\\/]/.test(id) && !/crypto-js|dompurify|elkjs|xstate-graph/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: bff }])),
  },
});

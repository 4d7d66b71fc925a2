// Compiles the server, with the workspace packages it uses, to JavaScript modules (dist/server.js and the
// chunks it loads) that plain `node` runs in production. Libraries stay in node_modules: they are JavaScript already,
// and some (PGlite's WebAssembly, argon2's native module) load files next to their own code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));

const librariesStayExternal: Plugin = {
  name: 'libraries-stay-external',
  setup(b) {
    // `#api/...` is the package's own source (package.json "imports"), resolved and bundled by esbuild.
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@ptcg/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Chunks are named by their content: a new build must not leave the last one's beside it.
const dist = path.join(apiDir, 'dist');
for (const file of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
  if (file.endsWith('.js') || file.endsWith('.js.map')) fs.rmSync(path.join(dist, file));
}

await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  // dist/ sits as deep in the repository as src/, so paths derived from import.meta.url still hold (the
  // chunks sit beside server.js for the same reason).
  outdir: dist,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  // The supervisor process loads server.js only; a worker loads the chunk with the server (server.ts).
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [librariesStayExternal],
  logLevel: 'warning',
});

// Compiles the server, with the workspace packages it uses, to one JavaScript module (dist/server.js)
// that plain `node` runs in production. Libraries stay in node_modules: they are JavaScript already,
// and some (PGlite's WebAssembly, argon2's native module) load files next to their own code.
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

await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  // dist/ sits as deep in the repository as src/, so paths derived from import.meta.url still hold.
  outfile: path.join(apiDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [librariesStayExternal],
  logLevel: 'warning',
});

// The production build: src/main.ts and the workspace contracts it imports (TypeScript
// sources) bundled by esbuild into dist/main.js, which plain Node runs (no transpiler at run
// time). npm packages stay external, loaded from node_modules as usual. The SQL migrations
// are copied beside it (db/migrate.ts reads them next to the running module).
//   node scripts/build.mjs [outDir]     (default: apps/server/dist)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const outDir = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist'));
const started = Date.now();

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  // main.js, and beside it the meeting scheduler's worker thread (run-in-worker.ts loads ./scheduler-worker.js).
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'scheduler-worker': path.join(serverDir, 'src/modules/meetings/scheduler/scheduler-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      // @portal/contracts exports its TypeScript sources ("./*": "./src/*.ts"): compiled in, not left to Node.
      name: 'workspace-contracts',
      setup(b) {
        b.onResolve({ filter: /^@portal\/contracts\// }, (args) => ({
          path: path.join(repoRoot, 'packages/contracts/src', `${args.path.slice('@portal/contracts/'.length)}.ts`),
        }));
      },
    },
  ],
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outDir) || '.'} in ${Date.now() - started} ms`);

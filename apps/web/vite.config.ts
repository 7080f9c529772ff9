import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { SERVER_RENDER_FILE } from '@portal/contracts/public/public-page-keys';
import { build, defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
 * highest levels: the server picks one by the request's Accept-Encoding (@fastify/static's
 * preCompressed), so nothing is compressed per request. Copies that would not be smaller are
 * left out (then the file itself is sent).
 */
/**
 * A step after the browser's build, given its output folder; the server render's own build (an
 * SSR build of this config) skips it.
 */
function afterBrowserBuild(name: string, step: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = !!config.build.ssr;
    },
    async closeBundle() {
      if (!ssr) await step(outDir);
    },
  };
}

function precompress(): Plugin {
  return afterBrowserBuild('portal-precompress', async (outDir) => {
    // The server render's bundle is read from disk by the server, never sent.
    const files = (await fs.readdir(outDir, { recursive: true })).filter(
      (f) => /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/.test(f) && !f.startsWith(SERVER_RENDER_DIR),
    );
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(outDir, file);
        const data = await fs.readFile(full);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < data.length) await fs.writeFile(`${full}.br`, br);
        if (gz.length < data.length) await fs.writeFile(`${full}.gz`, gz);
      }),
    );
  });
}

/** The server render's folder in the build's output (the server reads it, the browser never gets it). */
const SERVER_RENDER_DIR = path.dirname(SERVER_RENDER_FILE);

/**
 * After the browser's build, the server's render of the public pages (src/entry-server.tsx) into
 * its folder of the same output, every library bundled in: the server imports it from there
 * (apps/server/src/modules/seo), with no node_modules beside it.
 */
function serverRender(): Plugin {
  return afterBrowserBuild('portal-server-render', async (outDir) => {
    await build({
      configFile: path.join(import.meta.dirname, 'vite.config.ts'),
      logLevel: 'warn',
      ssr: { noExternal: true },
      // React's production build in the server too (an SSR build leaves NODE_ENV to the process).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: path.join(outDir, SERVER_RENDER_DIR),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: path.basename(SERVER_RENDER_FILE) } },
      },
    });
  });
}

const mantineCore = ['Box', 'MantineProvider', 'styles-api', 'factory'].join('|');
const mantineBasics = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'AspectRatio',
  'Badge',
  'Box',
  'Button',
  'Card',
  'Checkbox',
  'CheckIcon',
  'CloseButton',
  'Container',
  'Grid',
  'Group',
  'Image',
  'Input',
  'InputBase',
  'InlineInput',
  'List',
  'Loader',
  'Paper',
  'PasswordInput',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'Typography',
  'UnstyledButton',
  'VisuallyHidden',
].join('|');

export default defineConfig({
  plugins: [react(), precompress(), serverRender()],
  build: {
    rollupOptions: {
      output: {
        // The libraries every page needs before it renders, in three chunks rather than dozens of
        // small ones: fewer requests, better compression (the landing page's JavaScript is
        // measured by e2e/tests/landing-size.spec.ts). Screens keep chunks of their own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 30,
            },
            {
              // Mantine's core and the basic components nearly every screen uses (the landing
              // page's among them) in one chunk, instead of a chunk per set of screens using them.
              name: 'mantine',
              test: new RegExp(
                `node_modules[\\\\/](@mantine[\\\\/]core[\\\\/]esm[\\\\/](core[\\\\/](${mantineCore})|components[\\\\/](${mantineBasics}))[\\\\/]|clsx[\\\\/])`,
              ),
              priority: 20,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
            {
              // The app's own plumbing every screen shares (the API client, its toasts and error
              // handling, the portal's links) in one chunk rather than four small ones.
              name: 'app-core',
              test: /apps[\\/]web[\\/]src[\\/]api[\\/](client|api-error|toasts|unhandled-errors)\.tsx?$|packages[\\/]contracts[\\/]src[\\/]common[\\/]portal-links\.ts$|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/lang': 'http://localhost:3000',
      // The market-information calls below the /market-info page (the page itself is the app's).
      '^/market-info/.+': 'http://localhost:3000',
      '/notifications': { target: 'ws://localhost:3000', ws: true },
    },
  },
});

/**
 * Module boundaries and import cycles, checked by `npm run lint:deps` (part of `npm test`).
 * docs/architecture.md explains each rule.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle means two files own one concept: move the shared part down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-routes-only-from-registry',
      comment: 'Route files are the HTTP edge: only the registry imports them (tests may). Shared logic lives in services or lib/.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/modules/registry\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/modules/.+\\.routes\\.ts$' },
    },
    {
      name: 'server-no-http-below-routes',
      comment: 'Services, repositories, policies and mappers take (ctx, actor, input): HTTP stays in routes and plugins.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+\\.(service|repository|policy|mapper)\\.ts$' },
      to: { path: '^(node_modules/fastify|node_modules/@fastify/)|^apps/server/src/plugins/' },
    },
    {
      name: 'web-feature-internals',
      comment:
        "A web feature uses another feature only through that feature's api/ folder (requests, query hooks, keys); shared pieces live in lib/ or components/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/api/'] },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'Contracts are shared by server and web and depend on neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'], conditionNames: ['import', 'default'] },
    combinedDependencies: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
};

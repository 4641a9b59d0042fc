// Import boundaries between and inside the packages (README, Layout), checked by `npm run lint`.
// Paths are the resolved files, so `@nepse/core` is packages/core/src/... and `node:fs` is `node:fs`.
// Tests and test support (*.test.ts(x), each package's test-support/ folder beside its src/) may import their tools
// (vitest, fast-check, node:*); production code may import neither.
const TEST = '(\\.test\\.tsx?$|/test-support/)';
const TEST_TOOLS = '^node_modules/(vitest|@vitest|fast-check|@testing-library|nock|talib)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-itself',
      comment: 'packages/core is pure analytics: it imports nothing outside its own src, not even types.',
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: TEST },
      to: { pathNot: `^packages/core/src/(?!.*${TEST})` },
    },
    {
      name: 'contract-imports-only-zod-and-core-types',
      comment: 'packages/contract is zod schemas and types: it imports zod, itself and types of @nepse/core.',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: TEST },
      to: { pathNot: '^(packages/contract/src/|packages/core/src/|node_modules/zod/)' },
    },
    {
      name: 'contract-imports-core-types-only',
      comment: 'packages/contract may use the types of @nepse/core, never its code (`import type` only).',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: TEST },
      to: { path: '^packages/core/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-not-server',
      comment: 'packages/web talks to the server over HTTP through @nepse/contract, never by importing it.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'feature-not-other-feature',
      comment:
        'A feature imports app/, components/, lib/, never another feature: move code both need there; an answer both show is asked for through the lib/ query built from the screen manifest entry.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'shared-web-code-not-features',
      comment: 'components/ and lib/ serve every feature, so import none (app/routes.tsx may load features).',
      severity: 'error',
      from: { path: '^packages/web/src/(components|lib)/' },
      to: { path: '^packages/web/src/features/' },
    },
    {
      name: 'production-not-test-support',
      comment:
        "Production code never imports test support (any package's test-support/): it is neither built nor served.",
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: TEST },
      to: { path: '/test-support/' },
    },
    {
      name: 'production-not-test-tools',
      comment:
        'A helper that needs a test tool is test support: it belongs in the test-support/ folder, not in src/.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: TEST },
      to: { path: TEST_TOOLS },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing would slip past the rules above.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^packages/[^/]+/dist/' },
    // `import type` counts as a dependency too (marked type-only), so the rules see it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the server's own SDL, so a schema change that breaks a document fails `npm run typecheck`.
// Each .graphql document gets its own x.generated.ts beside it (near-operation-file), so a route's chunk
// carries only the documents it uses instead of one module holding every document of the app.

const shared = {
  avoidOptionals: false,
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  onlyOperationTypes: true,
  scalars: { ID: 'string' },
};

const config: CodegenConfig = {
  schema: '../server/src/api/schema.graphql',
  documents: ['src/**/*.graphql'],
  overwrite: true,
  generates: {
    'src/gql/types.ts': { plugins: ['typescript'], config: shared },
    'src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/types.ts' },
      // The preset imports the base types into every file; files that need none would fail noUnusedLocals.
      plugins: [{ add: { content: '// @ts-nocheck' } }, 'typescript-operations', 'typed-document-node'],
      config: shared,
    },
  },
};

export default config;

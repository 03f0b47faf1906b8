import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the server's own SDL, so a schema change that breaks a document fails `npm run typecheck`.
const config: CodegenConfig = {
  schema: '../server/src/api/schema.graphql',
  documents: ['src/**/*.graphql'],
  overwrite: true,
  generates: {
    'src/gql/graphql.ts': {
      // typescript-operations 6 emits the input and enum types it needs; adding 'typescript' duplicates them.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        avoidOptionals: false,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        onlyOperationTypes: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;

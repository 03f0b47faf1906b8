import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the server's own SDL, so a schema change that breaks a document fails `npm run typecheck`.
const config: CodegenConfig = {
  schema: '../server/src/api/schema.graphql',
  documents: ['src/**/*.graphql'],
  overwrite: true,
  generates: {
    'src/gql/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
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

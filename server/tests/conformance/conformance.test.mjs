// GraphQL conformance: our validator's verdicts and our introspection, compared with
// graphql-js on the Karyana schema.
//
// Every corpus/*.graphql document is validated by graphql-js (parse + validate, a parse
// error or a throw counting as invalid) and by our graphql_validate_cli; the verdicts
// must agree. Each document's first line says what it is meant to be
// (`# expect: valid` or `# expect: invalid`), which must still hold for graphql-js, so
// the corpus keeps testing what it was written to test as the schema changes. The rate of
// identical first error messages is reported, and validation messages must all match.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GraphQLSchema,
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  graphqlSync,
  lexicographicSortSchema,
  parse,
  printSchema,
  validate,
} from 'graphql';

const here = dirname(fileURLToPath(import.meta.url));
const cli = process.env.GRAPHQL_VALIDATE_CLI || join(here, '../../../build/server/graphql_validate_cli');
const schemaPath = join(here, '../../src/api/schema.graphql');
const corpusDir = join(here, 'corpus');

const sdl = readFileSync(schemaPath, 'utf8');
const schema = buildSchema(sdl);
const files = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort();

function graphqlJsVerdict(source) {
  let document;
  try {
    document = parse(source);
  } catch (error) {
    return { valid: false, errors: [error.message], syntax: true };
  }
  try {
    const errors = validate(schema, document).map((error) => error.message);
    return { valid: errors.length === 0, errors, syntax: false };
  } catch (error) {
    // graphql-js throws for a few documents (e.g. @skip(if: $var) on a subscription's root field).
    return { valid: false, errors: [error.message], syntax: false };
  }
}

function expectation(source) {
  const match = /^\uFEFF?#\s*expect:\s*(valid|invalid)\b/.exec(source);
  return match ? match[1] === 'valid' : undefined;
}

function runCli(args, input) {
  return execFileSync(cli, args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function ourVerdicts() {
  const lines = runCli(['validate', schemaPath, ...files.map((name) => join(corpusDir, name))])
    .split('\n')
    .filter((line) => line.trim() !== '');
  const byFile = new Map();
  for (const line of lines) {
    const verdict = JSON.parse(line);
    byFile.set(verdict.file, verdict);
  }
  return byFile;
}

const haveCli = existsSync(cli);
const skip = haveCli ? false : `no validator binary at ${cli} (build graphql_validate_cli or set GRAPHQL_VALIDATE_CLI)`;

test('the corpus is large and balanced', () => {
  assert.ok(files.length >= 220, `corpus has ${files.length} documents, want at least 220`);
  const valid = files.filter((name) => expectation(readFileSync(join(corpusDir, name), 'utf8')) === true).length;
  const invalid = files.length - valid;
  assert.ok(valid >= files.length / 3 && invalid >= files.length / 3, `${valid} valid, ${invalid} invalid`);
});

test('every corpus document means what its first line says (checked with graphql-js)', () => {
  const wrong = [];
  for (const name of files) {
    const source = readFileSync(join(corpusDir, name), 'utf8');
    const expected = expectation(source);
    const actual = graphqlJsVerdict(source);
    if (expected === undefined) wrong.push(`${name}: no "# expect: valid|invalid" first line`);
    else if (expected !== actual.valid)
      wrong.push(`${name}: expected ${expected ? 'valid' : 'invalid'}, graphql-js says ${JSON.stringify(actual.errors)}`);
  }
  assert.deepEqual(wrong, []);
});

test('our validator agrees with graphql-js on every corpus document', { skip }, async (t) => {
  const ours = ourVerdicts();
  let bothInvalid = 0;
  let sameFirst = 0;
  let validationBothInvalid = 0;
  let validationSameFirst = 0;
  const differentMessages = [];
  for (const name of files) {
    const path = join(corpusDir, name);
    const theirs = graphqlJsVerdict(readFileSync(path, 'utf8'));
    const mine = ours.get(path);
    await t.test(name, () => {
      assert.ok(mine, `no verdict from ${cli} for ${name}`);
      assert.equal(
        mine.valid,
        theirs.valid,
        `${name}: we say ${mine.valid ? 'valid' : 'invalid'}, graphql-js says ${theirs.valid ? 'valid' : 'invalid'}\n` +
          `  ours:       ${JSON.stringify(mine.errors)}\n  graphql-js: ${JSON.stringify(theirs.errors)}`,
      );
    });
    if (!mine || mine.valid || theirs.valid) continue;
    bothInvalid++;
    const same = mine.errors[0] === theirs.errors[0];
    if (same) sameFirst++;
    if (!theirs.syntax) {
      validationBothInvalid++;
      if (same) validationSameFirst++;
      else differentMessages.push(`${name}\n  ours:       ${mine.errors[0]}\n  graphql-js: ${theirs.errors[0]}`);
    }
  }
  const percent = (n, d) => (d === 0 ? 100 : (100 * n) / d).toFixed(1);
  t.diagnostic(`first error message identical: ${sameFirst}/${bothInvalid} (${percent(sameFirst, bothInvalid)}%)`);
  t.diagnostic(
    `first validation (non-syntax) message identical: ${validationSameFirst}/${validationBothInvalid} ` +
      `(${percent(validationSameFirst, validationBothInvalid)}%)`,
  );
  await t.test('first validation error messages are graphql-js\'s', () => {
    assert.deepEqual(differentMessages, []);
  });
});

test('every validation message of ours is graphql-js\'s, in order', { skip }, () => {
  const ours = ourVerdicts();
  const different = [];
  for (const name of files) {
    const path = join(corpusDir, name);
    const theirs = graphqlJsVerdict(readFileSync(path, 'utf8'));
    const mine = ours.get(path);
    if (!mine || theirs.syntax || mine.valid !== theirs.valid) continue;
    if (JSON.stringify(mine.errors) !== JSON.stringify(theirs.errors))
      different.push(`${name}\n  ours:       ${JSON.stringify(mine.errors)}\n  graphql-js: ${JSON.stringify(theirs.errors)}`);
  }
  assert.deepEqual(different, []);
});

// ---- introspection ----

function introspect(options) {
  const response = JSON.parse(runCli(['introspect', schemaPath], getIntrospectionQuery(options)));
  assert.equal(response.errors, undefined, `introspection errors: ${JSON.stringify(response.errors)}`);
  return response.data;
}

// The SDL's schema without its description, which the default introspection query does not ask for.
function withoutSchemaDescription(s) {
  return new GraphQLSchema({ ...s.toConfig(), description: undefined });
}

test('buildClientSchema accepts our introspection and prints the same schema', { skip }, () => {
  const client = buildClientSchema(introspect());
  assert.equal(
    printSchema(lexicographicSortSchema(client)),
    printSchema(lexicographicSortSchema(withoutSchemaDescription(schema))),
  );
});

const everything = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
};

test('with every introspection option, the printed schema is identical, order included', { skip }, () => {
  const client = buildClientSchema(introspect(everything));
  // The schema's own description is checked on its own below.
  assert.equal(printSchema(withoutSchemaDescription(client)), printSchema(withoutSchemaDescription(schema)));
});

test('__schema.description is the SDL schema description', { skip: skip || false }, () => {
  assert.equal(introspect(everything).__schema.description, schema.description);
});

// graphql-js lists types in its own (reachability) order, so types and directives are compared
// by name. graphql-js 16.15 also implements proposals newer than the October 2021 spec our
// server follows; those parts are left out of the comparison: the @oneOf directive,
// deprecated directives (__Directive.isDeprecated/deprecationReason, __Schema.directives'
// includeDeprecated, @deprecated on DIRECTIVE_DEFINITION) and __DirectiveLocation's
// DIRECTIVE_DEFINITION.
const newerThanOctober2021 = {
  directives: new Set(['oneOf']),
  fields: new Set(['__Directive.isDeprecated', '__Directive.deprecationReason', '__Type.isOneOf']),
  args: new Set(['__Schema.directives.includeDeprecated']),
  enumValues: new Set(['__DirectiveLocation.DIRECTIVE_DEFINITION']),
  locations: new Set(['deprecated.DIRECTIVE_DEFINITION']),
};

function octoberTwentyTwentyOne(type) {
  const fields = type.fields?.filter((f) => !newerThanOctober2021.fields.has(`${type.name}.${f.name}`));
  return {
    ...type,
    ...(type.fields && {
      fields: fields.map((f) => ({
        ...f,
        args: f.args.filter((a) => !newerThanOctober2021.args.has(`${type.name}.${f.name}.${a.name}`)),
      })),
    }),
    ...(type.enumValues && {
      enumValues: type.enumValues.filter((v) => !newerThanOctober2021.enumValues.has(`${type.name}.${v.name}`)),
    }),
  };
}

function normalised(data) {
  const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return {
    ...data,
    __schema: {
      ...data.__schema,
      types: data.__schema.types.map(octoberTwentyTwentyOne).sort(byName),
      directives: data.__schema.directives
        .filter((d) => !newerThanOctober2021.directives.has(d.name))
        .map((d) => ({ ...d, locations: d.locations.filter((l) => !newerThanOctober2021.locations.has(`${d.name}.${l}`)) }))
        .sort(byName),
    },
  };
}

// Paths where two JSON values differ, named by the `name` of list items where there is one.
function differences(ours, theirs, path = '', out = []) {
  if (out.length >= 25) return out;
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    const key = (item, i) => (item && typeof item === 'object' && 'name' in item ? item.name : i);
    const mine = new Map(ours.map((item, i) => [key(item, i), item]));
    const other = new Map(theirs.map((item, i) => [key(item, i), item]));
    for (const [k, item] of other) {
      if (!mine.has(k)) out.push(`${path}[${k}]: missing in ours`);
      else differences(mine.get(k), item, `${path}[${k}]`, out);
    }
    for (const k of mine.keys()) if (!other.has(k)) out.push(`${path}[${k}]: only in ours`);
    const order = (list) => list.map(key).join(',');
    if (out.length === 0 && order(ours) !== order(theirs)) out.push(`${path}: order ${order(ours)} vs ${order(theirs)}`);
    return out;
  }
  if (ours && theirs && typeof ours === 'object' && typeof theirs === 'object') {
    for (const k of new Set([...Object.keys(ours), ...Object.keys(theirs)]))
      differences(ours[k], theirs[k], `${path}.${k}`, out);
    return out;
  }
  if (ours !== theirs) out.push(`${path}: ours ${JSON.stringify(ours)}, graphql-js ${JSON.stringify(theirs)}`);
  return out;
}

test('our introspection answer equals graphql-js executing the same query', { skip }, () => {
  for (const options of [undefined, everything]) {
    const ours = introspect(options);
    const theirs = graphqlSync({ schema: withoutSchemaDescription(schema), source: getIntrospectionQuery(options) });
    assert.equal(theirs.errors, undefined);
    if (options) delete ours.__schema.description;  // checked on its own above
    if (options) delete theirs.data.__schema.description;
    assert.deepEqual(differences(normalised(ours), normalised(JSON.parse(JSON.stringify(theirs.data)))), []);
  }
});

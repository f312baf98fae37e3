import { GraphQLSchemaHost } from '@nestjs/graphql';
import { parse, validate } from 'graphql';
import { TestApp } from './support/test-app';

/** Every GraphQL document the front end sends must be valid against the API's schema. */
describe('the admin front end speaks the API schema', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('validates every document in apps/admin/src/graphql', () => {
    const schema = app.app.get(GraphQLSchemaHost).schema;
    // Loaded at run time: the admin is an ES-module package type-checked by its own tsconfig.
    const operations = require('../apps/admin/src/graphql/operations') as Record<string, unknown>;
    const clockOperations = require('../apps/admin/src/graphql/clock-operations') as Record<string, unknown>;
    // The operations are generated typed document strings (graphql-codegen): String objects holding the source with its fragments.
    const documents = Object.entries({ ...operations, ...clockOperations }).filter((entry): entry is [string, string] => entry[1] instanceof String);
    expect(documents.length).toBeGreaterThan(20);
    const problems = documents.flatMap(([name, document]) => validate(schema, parse(String(document))).map((error) => `${name}: ${error.message}`));
    expect(problems).toEqual([]);
  });
});

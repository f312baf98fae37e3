import request from 'supertest';
import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';

const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPO = '{ evnts { id } }';

// Issue 12, item 12: production handed out the whole schema (introspection, "did you mean") and X-Powered-By.
describe(`production hides the schema unless configured (${TEST_DATABASE_KIND})`, () => {
  it('production: no introspection, no field suggestions, no X-Powered-By; ARBITER_GRAPHQL_INTROSPECTION=on brings the schema back', async () => {
    const production = await TestApp.start({ NODE_ENV: 'production' });
    const opened = await TestApp.start({ NODE_ENV: 'production', ARBITER_GRAPHQL_INTROSPECTION: 'on' });
    try {
      expect(errorCode(await production.gql(INTROSPECTION))).toBe('GRAPHQL_VALIDATION_FAILED');
      const typo = await production.gql(TYPO);
      expect(errorCode(typo)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(typo.errors?.[0].message).not.toMatch(/did you mean/i);
      const response = await request(production.app.getHttpServer()).post('/graphql').send({ query: '{ events { id } }' });
      expect(response.status).toBe(200);
      expect(response.headers['x-powered-by']).toBeUndefined();

      expect((await opened.ok(INTROSPECTION)).__schema.queryType.name).toBe('Query');
      expect((await opened.gql(TYPO)).errors?.[0].message).toMatch(/did you mean/i);
    } finally {
      await production.stop();
      await opened.stop();
    }
  });
});

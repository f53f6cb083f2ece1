import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { exampleTabs } from '../example-queries';

/** The example tabs are queries against the committed schema: one that drifts from it fails here. */
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../../schema.graphql'), 'utf8'));

describe('GraphiQL example queries', () => {
  it.each(exampleTabs(new Date('2026-11-24T15:30:00Z')).map((tab) => [tab.query.match(/query (\w+)/)![1], tab] as const))('%s is valid against schema.graphql', (_name, tab) => {
    expect(validate(schema, parse(tab.query))).toEqual([]);
    if (tab.variables) expect(() => JSON.parse(tab.variables!)).not.toThrow();
  });

  it("offers the books' check, today's decisions from midnight UTC and one application's donations", () => {
    const tabs = exampleTabs(new Date('2026-11-24T15:30:00Z'));
    expect(tabs.map((tab) => tab.query.match(/query (\w+)/)![1])).toEqual(['Me', 'Reconciliation', 'TodaysDecisions', 'DonationsToOneApplication']);
    expect(JSON.parse(tabs[2]!.variables!)).toEqual({ from: '2026-11-24T00:00:00.000Z' });
  });
});

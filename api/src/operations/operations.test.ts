import { Role } from '../auth/role';
import { ERROR_CATALOG } from '../graphql/schema';
import { MODULES } from '../modules';
import { apiKeyScope } from './api-key-scopes';
import { operationCatalogue } from './catalogue';
import { Allowed, operation } from './operation';

/** The declarations' own rules (issue 29): what the catalogue refuses to derive, and what every module's declarations must hold. */

const READ = apiKeyScope('THINGS_READ', 'Things.');
const media = { openapi: { operationId: 'x', summary: 'x', description: 'x', responses: {} }, handle: async () => undefined };

describe('the operation catalogue', () => {
  it('collects each scope once, with the root fields and GET paths it opens, in the modules’ order', () => {
    const catalogue = operationCatalogue([
      { name: 'a', operations: [operation({ graphql: { query: 'things' }, access: 'public', apiKey: READ }), operation({ access: 'public', apiKey: READ, rest: { method: 'get', path: '/things/:id', ...media } })] },
      { name: 'b', operations: [operation({ graphql: { query: 'others' }, access: 'public', apiKey: apiKeyScope('OTHERS_READ', 'Others.') })] },
    ]);
    expect(catalogue.apiKeyScopes.map((scope) => scope.name)).toEqual(['THINGS_READ', 'OTHERS_READ']);
    expect(catalogue.apiKeyReach).toEqual({ rootFields: { things: 'THINGS_READ', others: 'OTHERS_READ' }, restPaths: { 'GET /things/:id': 'THINGS_READ' } });
  });

  it('refuses to open a write, a signed-in REST path, or a scope described two ways to keys', () => {
    const refused = (operations: Parameters<typeof operation>[0][]) => () => operationCatalogue([{ name: 'a', operations }]);
    expect(refused([{ graphql: { mutation: 'change' }, access: 'public', apiKey: READ }])).toThrow('opens a write');
    expect(refused([{ access: 'public', apiKey: READ, rest: { method: 'post', path: '/things', ...media } }])).toThrow('opens a write');
    expect(refused([{ access: [Role.DONOR], apiKey: READ, rest: { method: 'get', path: '/mine', ...media } }])).toThrow('signed-in REST path');
    // A signed-in GraphQL read may be opened to a scope: the key stands in for the account there.
    expect(operationCatalogue([{ name: 'a', operations: [{ graphql: { query: 'totals' }, access: [Role.DONOR], apiKey: READ }] }]).apiKeyReach.rootFields).toEqual({ totals: 'THINGS_READ' });
    expect(refused([{ graphql: { query: 'a' }, access: 'public', apiKey: READ }, { graphql: { query: 'b' }, access: 'public', apiKey: apiKeyScope('THINGS_READ', 'Other words.') }])).toThrow('declared twice');
  });
});

describe('@Allowed', () => {
  it('refuses to guard a method that is not the declared field', () => {
    const declaration = operation({ graphql: { query: 'publicThings' }, access: 'public' });
    class ThingsResolver {
      otherThings() {}
    }
    expect(() => Allowed(declaration)(ThingsResolver.prototype, 'otherThings', {})).toThrow('ThingsResolver.otherThings');
  });
});

describe("the modules' declarations", () => {
  it('name only refusals the error catalogue holds (the schema’s ErrorReason and the README’s table)', () => {
    const known = new Set(ERROR_CATALOG.flatMap((group) => Object.values(group).map((definition) => definition.reason)));
    const declared = MODULES.flatMap((module) => (module.operations ?? []).flatMap((declaration) => (declaration.refusals ?? []).flat().map((definition) => `${module.name}: ${definition.reason}`)));
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((entry) => !known.has(entry.split(': ')[1]!))).toEqual([]);
  });
});

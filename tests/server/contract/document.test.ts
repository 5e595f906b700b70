// Reading the contract: $refs resolved, path templates turned into Fastify params, security modes,
// parameters merged, response schemas found, and every operation of the real contract routable.
import { describe, expect, it } from 'vitest';
import { ContractError, parseContract } from '../../../server/contract/document';
import { contract } from '../helpers/app';

const source = `
openapi: 3.1.0
info: { title: t, version: '1' }
security: []
paths:
  /things/{id}:
    parameters:
      - { name: x-locale, in: header, schema: { type: string, enum: [tr, en] } }
      - { name: id, in: path, required: true, schema: { type: integer } }
    get:
      operationId: getThing
      security: [{ bearerAuth: [] }]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
        - { name: skip, in: query, schema: { type: integer, minimum: 0 } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
    post:
      operationId: postThing
      security: [{}, { bearerAuth: [] }]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              x-internal: true
              properties:
                amount: { $ref: '#/components/schemas/Money', description: 'How much.' }
                limited: { $ref: '#/components/schemas/Money', maximum: 10 }
      responses:
        default:
          description: any
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
  schemas:
    Money: { type: number, description: 'TRY' }
    Thing:
      type: object
      required: [id]
      properties:
        id: { type: string }
        price: { $ref: '#/components/schemas/Money' }
`;

describe('parseContract', () => {
  const parsed = parseContract(source);
  const get = parsed.operations.find((operation) => operation.operationId === 'getThing')!;
  const post = parsed.operations.find((operation) => operation.operationId === 'postThing')!;

  it('turns path templates into Fastify params', () => {
    expect(get.routePath).toBe('/things/:id');
    expect(get.path).toBe('/things/{id}');
    expect(get.method).toBe('get');
  });

  it('reads security: required, optional ({} allowed) and none', () => {
    expect(get.security).toBe('required');
    expect(post.security).toBe('optional');
    expect(parseContract(source.replace("      security: [{ bearerAuth: [] }]\n", '')).operations[0].security).toBe('none');
  });

  it('merges path-level parameters, the operation winning on the same name', () => {
    expect(get.request.params).toEqual({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    expect(get.request.querystring).toEqual({ type: 'object', properties: { skip: { type: 'integer', minimum: 0 } } });
    expect(get.request.headers).toEqual({
      type: 'object',
      properties: { 'x-locale': { type: 'string', enum: ['tr', 'en'] } },
    });
  });

  it('resolves $refs, keeps annotation siblings and wraps validating siblings in allOf', () => {
    expect(get.responses['200']).toEqual({
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string' }, price: { type: 'number', description: 'TRY' } },
    });
    const body = post.request.body as { properties: Record<string, unknown> };
    expect(body.properties.amount).toEqual({ type: 'number', description: 'How much.' });
    expect(body.properties.limited).toEqual({ allOf: [{ type: 'number', description: 'TRY' }], maximum: 10 });
    expect(post.request.bodyRequired).toBe(true);
  });

  it('drops x- extensions, which strict validators reject', () => {
    expect(post.request.body).not.toHaveProperty('x-internal');
  });

  it('refuses a recursive schema, a missing operationId and a dangling $ref', () => {
    const recursive = source.replace("price: { $ref: '#/components/schemas/Money' }", "child: { $ref: '#/components/schemas/Thing' }");
    expect(() => parseContract(recursive)).toThrow(ContractError);
    expect(() => parseContract(source.replace('operationId: getThing', 'summary: no id'))).toThrow(/has no operationId/);
    expect(() => parseContract(source.replace("'#/components/schemas/Thing'", "'#/components/schemas/Nope'"))).toThrow(/points at nothing/);
  });
});

describe('the project contract', () => {
  it('has unique operation ids and a JSON success schema for every operation', () => {
    const ids = contract.operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of contract.operations) {
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect(success.length, operation.operationId).toBeGreaterThan(0);
    }
  });

  it('contains the five operations of the foundation', () => {
    const byId = Object.fromEntries(contract.operations.map((operation) => [operation.operationId, operation]));
    expect(byId.getBootstrap).toMatchObject({ method: 'get', path: '/cms/grouped', security: 'none' });
    expect(byId.login).toMatchObject({ method: 'post', path: '/auth/login', security: 'none' });
    expect(byId.logout).toMatchObject({ method: 'get', path: '/auth/logout', security: 'required' });
    expect(byId.getBalance).toMatchObject({ method: 'get', path: '/user/balance', security: 'required' });
    expect(byId.getRegistrationForm).toMatchObject({ method: 'get', path: '/auth/form', security: 'none' });
  });
});

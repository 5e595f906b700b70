// Every object an answer carries is closed: a response schema reached from any operation names all its
// fields, so a handler that leaks one (a login answer with a passwordHash, say) breaks the contract and
// fails the test that saw it (tests/server/helpers/contract-guard.ts). New schemas must be closed too.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createResponseChecker } from '../../../server/contract/responses';
import { loadContract } from '../../../server/contract/document';
import { contractPath } from '../../../scripts/lint-api';
import { openResponseSchemas } from './open-schemas';

const source = readFileSync(contractPath, 'utf8');

describe('response schemas in openapi/openapi.yaml', () => {
  it('are all closed: no object in any answer allows fields the contract does not name', () => {
    expect(openResponseSchemas(parse(source))).toEqual([]);
  });

  it('the check finds an open one: a response schema without additionalProperties: false', () => {
    const reopened = source.replace(
      '    SessionData:\n      type: object\n      additionalProperties: false\n',
      '    SessionData:\n      type: object\n',
    );
    expect(reopened).not.toBe(source);
    expect(openResponseSchemas(parse(reopened))).toEqual(['/components/schemas/SessionData']);
  });

  it('the check finds an open inline object, and one composed beside its own properties', () => {
    const document = {
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      additionalProperties: false,
                      properties: {
                        inner: { type: 'object', properties: { x: { type: 'integer' } } },
                        composed: {
                          additionalProperties: false,
                          properties: { y: { type: 'integer' } },
                          oneOf: [{ $ref: '#/components/schemas/Closed' }],
                        },
                        map: { type: 'object', additionalProperties: { type: 'integer' } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Closed: { type: 'object', unevaluatedProperties: false, properties: { z: { type: 'string' } } } } },
    };
    expect(openResponseSchemas(document)).toEqual([
      '/paths/~1a/get/responses/200/content/application~1json/schema/properties/composed',
      '/paths/~1a/get/responses/200/content/application~1json/schema/properties/inner',
    ]);
  });

  it('refuses a login answer that leaks a field the contract does not name', () => {
    const check = createResponseChecker(loadContract(contractPath));
    const data = {
      token: 'a'.repeat(43),
      username: 'ayse',
      usercode: '1234567',
      balance: 10,
      phone: '5551112233',
      smsVerified: false,
      fingerprint: null,
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
    };
    const good = check('login', 200, { success: true, message: 'Hoş geldiniz, ayse!', data });
    const leaked = check('login', 200, { success: true, message: 'Hoş geldiniz, ayse!', data: { ...data, passwordHash: '$argon2id$v=19$...' } });
    expect(good.problems).toEqual([]);
    expect(leaked.ok).toBe(false);
    expect(leaked.problems.join()).toContain('/data must NOT have additional properties');
  });
});

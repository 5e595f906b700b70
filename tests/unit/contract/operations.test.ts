// Structural rules of the contract that a linter does not know: every call of spec §7 is there
// with its method and payload fields, operationIds are unique handler names, every answer is the
// envelope, request bodies reject unknown fields, and protected calls can answer 401.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath } from '../../../scripts/lint-api';

type Node = Record<string, any>;
const contract = parse(readFileSync(contractPath, 'utf8')) as Node;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  path: string;
  method: string;
  operation: Node;
  pathItem: Node;
}

const operations: Operation[] = Object.entries(contract.paths as Node).flatMap(([path, pathItem]) =>
  methods.filter((method) => pathItem[method]).map((method) => ({ path, method, operation: pathItem[method], pathItem })),
);

function deref(node: Node): Node {
  let current = node;
  while (current.$ref) {
    const target = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Node>((at, key) => at[key], contract);
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current;
}

/** The object schemas a body may be: the schema itself, or each branch of its oneOf. */
function objectBranches(schema: Node): Node[] {
  const resolved = deref(schema);
  return resolved.oneOf ? resolved.oneOf.flatMap(objectBranches) : [resolved];
}

function bodySchema(operation: Node): Node | undefined {
  const body = operation.requestBody && deref(operation.requestBody);
  return body?.content?.['application/json']?.schema;
}

/** A body of raw file bytes (images or PDF), no JSON: the identity document upload. */
function isFileUpload(operation: Node): boolean {
  const types = Object.keys(deref(operation.requestBody)?.content ?? {});
  return types.length > 0 && !types.includes('application/json') && types.every((type) => /^(image\/|application\/(pdf|octet-stream)$)/.test(type));
}

// Spec §7, row by row: method, path, payload field names.
const specCalls: Array<[string, string, string[]]> = [
  ['post', '/auth/login', ['username', 'password']],
  ['get', '/auth/form', []],
  ['post', '/auth/register', ['name', 'surname', 'username', 'email', 'phone', 'PersonalNo', 'country', 'currencyId', 'birthDate', 'birthDateDay', 'birthDateMonth', 'birthDateYear', 'password', 'password2', 'refId', 'trialBonus', 'isFast']],
  ['get', '/auth/logout', []],
  ['post', '/customer/updatephone', ['step', 'phone', 'code']],
  ['post', '/customer/readnotification', ['id']],
  ['post', '/customer/notification', ['skip', 'take']],
  ['post', '/customer/changepassword', ['oldPassword', 'password', 'confirmPassword']],
  ['get', '/user/balance', []],
  ['get', '/bonus/definetrialbonus', []],
  ['post', '/auth/sendresetpassword', ['username']],
  ['post', '/auth/checkresetcode', ['code', 'username']],
  ['post', '/auth/changepasswordwithcode', ['password', 'password2', 'username', 'code']],
  ['get', '/cms/grouped', []],
  ['post', '/payment/detail', ['id', 'type']],
  ['post', '/payment/withdraw', ['id', 'detail']],
  ['post', '/payment/deposit', ['id', 'target', 'detail']],
  ['post', '/casino/games', ['search', 'live', 'skip', 'take']],
  ['post', '/casino/togglefavorite', ['code', 'providerId']],
  ['post', '/casino/categorygames', ['systemCategory']],
  ['get', '/casino/jackpotcards', []],
  ['get', '/casino/egtjackpot', []],
  ['get', '/casino/pragmaticjackpotfeed', []],
  ['get', '/casino/eqyptquest', []],
  ['post', '/casino/pragmaticlaunchurl', ['code']],
  ['post', '/casino/dtlaunchurl', ['code']],
  ['post', '/casino/emlaunchurl', ['code', 'productId']],
  ['post', '/casino/amusnetlaunchurl', ['code', 'isMobile']],
  ['post', '/casino/egtlaunchurl', ['platform', 'gameCode', 'language', 'lobbyUrl']],
  ['post', '/casino/hub88launchurl', ['platform', 'gameCode', 'language', 'lobbyUrl']],
  ['post', '/casino/softgamingslaunchurl', ['system', 'pageCode', 'isMobile']],
];

// Calls the spec leaves unshown that its screens need.
const screenCalls = [
  'getContentPage',
  'listContentPages',
  'listPromotions',
  'listFavorites',
  'listFinancialActivities',
  'listGameHistory',
  'listSessionHistory',
  'endSession',
  'listBonuses',
  'getProfile',
  'updateProfile',
  'listPaymentMethods',
];

describe('contract operations', () => {
  it('every operation has an operationId, camelCase and unique', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(specCalls)('spec §7: %s %s with its payload fields', (method, path, fields) => {
    const operation = contract.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    const schema = bodySchema(operation);
    if (fields.length === 0) {
      expect(schema).toBeUndefined();
      return;
    }
    expect(schema).toBeDefined();
    const names = new Set(objectBranches(schema!).flatMap((branch) => Object.keys(branch.properties ?? {})));
    for (const field of fields) expect(names, `${path} field ${field}`).toContain(field);
  });

  it('has the calls the screens need beyond spec §7', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of screenCalls) expect(ids).toContain(id);
  });

  it('GET calls take no body; POST calls take a required JSON body that rejects unknown fields', () => {
    for (const { path, method, operation } of operations) {
      if (method === 'get') {
        expect(operation.requestBody, path).toBeUndefined();
        continue;
      }
      expect(deref(operation.requestBody).required, path).toBe(true);
      // A file upload (uploadKycDocument) takes the file's raw bytes instead, and no JSON at all.
      if (isFileUpload(operation)) continue;
      for (const branch of objectBranches(bodySchema(operation)!)) {
        expect(branch.type, path).toBe('object');
        expect(branch.additionalProperties, path).toBe(false);
      }
    }
  });

  it('every required property of a request schema is defined', () => {
    for (const { path, operation } of operations) {
      const schema = bodySchema(operation);
      if (!schema) continue;
      for (const branch of objectBranches(schema))
        for (const name of branch.required ?? []) expect(Object.keys(branch.properties), `${path} ${name}`).toContain(name);
    }
  });

  it('answers 200 with the success envelope and every other status with the error envelope', () => {
    for (const { path, operation } of operations) {
      const responses = operation.responses as Node;
      // A file download (opsDownloadKycDocument) answers the file itself; its failures are envelopes.
      const file = !deref(responses['200']).content['application/json'];
      if (file) {
        for (const [status, response] of Object.entries(responses)) {
          if (status !== '200') expect(deref(response as Node).content['application/json'].schema, `${path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        }
        continue;
      }
      const ok = deref(deref(responses['200']).content['application/json'].schema);
      expect(ok.required, path).toEqual(['success', 'message', 'data']);
      expect(ok.properties.success, path).toEqual({ type: 'boolean', const: true });
      expect(ok.properties.message, path).toEqual({ type: 'string' });
      for (const [status, response] of Object.entries(responses)) {
        if (status === '200') continue;
        const schema = deref(response as Node).content['application/json'].schema;
        expect(schema, `${path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
    }
  });

  it('declares security on every operation; bearer calls (player or operator) can answer 401, public ones do not', () => {
    for (const { path, operation } of operations) {
      expect(operation.security, path).toBeDefined();
      const entries = operation.security as Node[];
      const needsToken = entries.length > 0 && entries.every((entry) => 'bearerAuth' in entry || 'operatorAuth' in entry);
      // Optional sessions ({} beside bearerAuth) may answer 401 for the parts that are a player's own.
      const optional = entries.some((entry) => Object.keys(entry).length === 0) && entries.some((entry) => 'bearerAuth' in entry);
      if (!optional) expect(Boolean(operation.responses['401']), path).toBe(needsToken);
    }
  });

  it('names a permission (x-permission, one of OpsPermission) on every operator-token operation, and on no other', () => {
    const known = contract.components.schemas.OpsPermission.enum as string[];
    const missing: string[] = [];
    for (const { path, method, operation } of operations) {
      const operatorOnly = Array.isArray(operation.security) && operation.security.some((entry: Node) => 'operatorAuth' in entry);
      const permission = operation['x-permission'];
      if (!operatorOnly) {
        expect(permission, `${method.toUpperCase()} ${path}`).toBeUndefined();
        continue;
      }
      if (typeof permission !== 'string' || !known.includes(permission)) missing.push(`${method.toUpperCase()} ${path}: ${String(permission)}`);
    }
    expect(missing).toEqual([]);
  });

  it('accepts x-locale and x-fingerprint on every path', () => {
    for (const { path, pathItem } of operations) {
      const refs = (pathItem.parameters ?? []).map((parameter: Node) => parameter.$ref);
      expect(refs, path).toContain('#/components/parameters/Locale');
      expect(refs, path).toContain('#/components/parameters/Fingerprint');
    }
  });

  it('declares the transport answers every operation can give (issue 12.12)', () => {
    // Every request carries x-locale and x-fingerprint, whose bad values answer 400; headers over the
    // server's limit answer 431 and a failure 500; a call with a body can also be too large (413) or not
    // JSON (415). All of them in the envelope.
    const missing: string[] = [];
    for (const { path, method, operation } of operations) {
      const wanted = ['400', '431', '500', ...(method === 'get' ? [] : ['413', '415'])];
      for (const status of wanted) {
        const response = operation.responses[status];
        if (!response) {
          missing.push(`${method.toUpperCase()} ${path} ${status}`);
          continue;
        }
        expect(deref(response).content['application/json'].schema.$ref, `${path} ${status}`).toBe('#/components/schemas/ErrorEnvelope');
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves from the relative API base', () => {
    expect(contract.openapi).toBe('3.1.0');
    expect(contract.servers).toEqual([expect.objectContaining({ url: './api' })]);
  });
});

// Finds the object schemas in response position that let an answer carry fields the contract does not
// name: every schema reachable from an operation's responses (through $refs, properties, items,
// compositions) that describes an object with named properties must close it, with
// `additionalProperties: false`, or `unevaluatedProperties: false` where it composes (allOf/oneOf/anyOf)
// beside its own properties. A map (`additionalProperties: <schema>`) is closed by that schema.
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function describesObject(schema: Node): boolean {
  const type = schema.type;
  return type === 'object' || (Array.isArray(type) && type.includes('object')) || isNode(schema.properties);
}

function composes(schema: Node): boolean {
  return ['allOf', 'oneOf', 'anyOf'].some((key) => Array.isArray(schema[key]));
}

function isClosed(schema: Node): boolean {
  if (schema.unevaluatedProperties === false) return true;
  // With a composition beside its own properties, additionalProperties would refuse the branches' fields.
  if (composes(schema) && isNode(schema.properties)) return false;
  const extra = schema.additionalProperties;
  return extra === false || (isNode(extra) && Object.keys(extra).length > 0);
}

function resolve(document: Node, ref: string): { pointer: string; schema: unknown } {
  if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
  let at: unknown = document;
  for (const part of ref.slice(2).split('/')) at = isNode(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return { pointer: ref.slice(1), schema: at };
}

/** JSON pointers (into the document) of the open object schemas that some response reaches. */
export function openResponseSchemas(document: Node): string[] {
  const open = new Set<string>();
  const seen = new Set<string>();

  const visit = (schema: unknown, pointer: string): void => {
    if (!isNode(schema) || seen.has(pointer)) return;
    seen.add(pointer);
    if (typeof schema.$ref === 'string') {
      const target = resolve(document, schema.$ref);
      visit(target.schema, target.pointer);
    }
    if (describesObject(schema) && !isClosed(schema)) open.add(pointer);
    if (isNode(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) visit(property, `${pointer}/properties/${name}`);
    }
    for (const key of ['items', 'additionalProperties', 'unevaluatedProperties', 'not', 'contains'] as const) {
      visit(schema[key], `${pointer}/${key}`);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const) {
      const list = schema[key];
      if (Array.isArray(list)) list.forEach((branch, index) => visit(branch, `${pointer}/${key}/${index}`));
    }
  };

  const visitResponse = (response: unknown, pointer: string): void => {
    if (!isNode(response)) return;
    if (typeof response.$ref === 'string') {
      const target = resolve(document, response.$ref);
      visitResponse(target.schema, target.pointer);
      return;
    }
    const content = isNode(response.content) ? response.content : {};
    for (const [mediaType, media] of Object.entries(content)) {
      if (isNode(media)) visit(media.schema, `${pointer}/content/${mediaType.replace(/\//g, '~1')}/schema`);
    }
  };

  const paths = isNode(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isNode(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isNode(operation) || !isNode(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        visitResponse(response, `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${status}`);
      }
    }
  }
  return [...open].sort();
}

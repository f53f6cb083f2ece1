// A fragment belongs to the feature whose component reads it (STYLE §7): only that feature's
// operations spread it. Another feature that needs the same data selects it itself, or asks the
// owner for it (its query, its panel). With Apollo's data masking a foreign spread would hand the
// other feature data it cannot read; this rule makes the crossing visible before it is written.
import fs from 'node:fs';
import path from 'node:path';
import { parse, visit } from 'graphql';

const posix = (file) => file.split(path.sep).join('/');

/** Where a file sits in web/src: `features/<name>`, or a shared layer (app, components, lib…). */
export function layerOf(file) {
  return /.*\/web\/src\/(features\/[^/]+|[^/]+)\//.exec(posix(file))?.[1];
}

const DEFINITION = /\bfragment\s+([_A-Za-z][_0-9A-Za-z]*)\s+on\b/g;
const SKIPPED = new Set(['node_modules', 'generated', 'locales', '__tests__']);
const indexes = new Map();

/** Every fragment defined under web/src, by name: the layer that defines it. Read once per lint run. */
function fragmentOwners(srcRoot) {
  let owners = indexes.get(srcRoot);
  if (owners) return owners;
  owners = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(DEFINITION)) owners.set(match[1], layerOf(full));
      }
    }
  };
  walk(srcRoot);
  indexes.set(srcRoot, owners);
  return owners;
}

/** The text of `graphql(`…`)`'s document, when it is one plain template (the only form codegen reads). */
function documentText(node) {
  if (node.callee.type !== 'Identifier' || node.callee.name !== 'graphql') return undefined;
  const [argument] = node.arguments;
  if (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0) return argument.quasis[0].value.cooked;
  if (argument?.type === 'Literal' && typeof argument.value === 'string') return argument.value;
  return undefined;
}

export const fragmentOwnership = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      foreign: '...{{name}} is {{owner}}’s fragment; {{layer}} must not spread it (select the fields in an operation of its own, or let {{owner}} load them).',
    },
  },
  create(context) {
    const layer = layerOf(context.filename);
    const srcRoot = /^(.*\/web\/src)\//.exec(posix(context.filename))?.[1];
    if (!layer || !srcRoot) return {};
    return {
      CallExpression(node) {
        const text = documentText(node);
        if (text === undefined) return;
        let document;
        try {
          document = parse(text);
        } catch {
          return; // codegen reports a document that does not parse
        }
        const local = new Set(document.definitions.filter((d) => d.kind === 'FragmentDefinition').map((d) => d.name.value));
        const owners = fragmentOwners(srcRoot);
        visit(document, {
          FragmentSpread(spread) {
            const name = spread.name.value;
            const owner = local.has(name) ? layer : owners.get(name);
            if (owner && owner !== layer) context.report({ node: node.arguments[0], messageId: 'foreign', data: { name, owner, layer } });
          },
        });
      },
    };
  },
};

// @ts-check
/**
 * Keeps the web app's imports flowing one way: shared → features → app.
 * `shared` may import only shared; a feature may import shared and itself,
 * never another feature nor the app shell; the app may import anything.
 */
import path from 'node:path';

/** @param {string} file @param {string} srcRoot */
function layerOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'shared') return { kind: 'shared', name: 'shared' };
  if (top === 'features' && second) return { kind: 'feature', name: second };
  return { kind: 'app', name: 'app' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports flow shared → features → app; features do not import each other.',
    },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'] },
    ],
    messages: {
      sharedUp: 'shared may not import from {{target}}; move the code into shared or pass it in.',
      featureToApp: 'A feature may not import the app shell ({{target}}).',
      featureToFeature:
        'Feature "{{from}}" may not import feature "{{to}}"; lift the shared part into src/shared or compose in src/app.',
    },
  },
  create(context) {
    const srcRoot = path.resolve(context.options[0].srcRoot);
    const from = layerOf(context.filename, srcRoot);
    if (!from || from.kind === 'app') return {};
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let resolved;
      if (source.startsWith('@/')) resolved = path.join(srcRoot, source.slice(2));
      else if (source.startsWith('.'))
        resolved = path.resolve(path.dirname(context.filename), source);
      else return;
      const to = layerOf(resolved, srcRoot);
      if (!to) return;
      const target = path.relative(srcRoot, resolved);
      if (from.kind === 'shared' && to.kind !== 'shared') {
        context.report({ node, messageId: 'sharedUp', data: { target } });
      } else if (from.kind === 'feature' && to.kind === 'app') {
        context.report({ node, messageId: 'featureToApp', data: { target } });
      } else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({
          node,
          messageId: 'featureToFeature',
          data: { from: from.name, to: to.name },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check({ ...node, source: node.source });
      },
    };
  },
};

export default { rules: { 'import-direction': importDirection } };

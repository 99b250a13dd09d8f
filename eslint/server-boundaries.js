// @ts-check
/**
 * Keeps the server's imports flowing one way (docs/ARCHITECTURE.md):
 *   lib ← db ← http ← modules ← seed ← app (app.ts, server.ts)
 * - lib imports only lib (it takes a database as a parameter of its own type);
 * - db and http never import modules or seed; db never imports http;
 * - a module never imports seed;
 * - nothing outside modules/<area>/ imports a file inside it: only the
 *   area's index.ts (its public surface) is importable from elsewhere.
 * API tests under apps/server/test are white-box and not checked.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const BELOW_MODULES = new Set(['lib', 'db', 'http']);

/**
 * @param {string} file
 * @param {string} srcRoot
 * @returns {{ layer: string, area?: string, inArea?: string } | null}
 */
function placeOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  const [top, second] = parts;
  if (top !== 'modules') return { layer: parts.length === 1 ? 'app' : (top ?? 'app') };
  // modules/index.ts and modules/services.ts list every area for app.ts.
  const isFile = /\.(ts|js)$/.test(file) || existsSync(`${file}.ts`);
  if (!second || (parts.length === 2 && isFile)) return { layer: 'modules' };
  // modules/<area>/<rest>: `inArea` is empty for the area's index.
  const rest = parts
    .slice(2)
    .join('/')
    .replace(/\.(ts|js)$/, '');
  return { layer: 'modules', area: second, inArea: rest === 'index' ? '' : rest };
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Server imports flow lib → db → http → modules → seed → app; modules are imported only through their index.ts.',
    },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'] },
    ],
    messages: {
      libUp: 'lib/ may import only lib/ (not {{target}}); take what you need as a parameter.',
      belowModules:
        '{{from}}/ may not import {{target}}: it sits below the modules and the seeding layer.',
      dbToHttp: 'db/ may not import {{target}}.',
      moduleToSeed: 'A module may not import the seeding layer ({{target}}).',
      deepImport:
        'Import module "{{area}}" through its public surface (modules/{{area}}/index.ts), not {{target}}.',
    },
  },
  create(context) {
    const srcRoot = path.resolve(context.cwd, context.options[0].srcRoot);
    const from = placeOf(context.filename, srcRoot);
    if (!from) return {};
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), source);
      const to = placeOf(resolved, srcRoot);
      if (!to) return;
      const target = path.relative(srcRoot, resolved).split(path.sep).join('/');
      const report = (/** @type {string} */ messageId, data = {}) =>
        context.report({ node, messageId, data: { target, from: from.layer, ...data } });
      if (from.layer === 'lib' && to.layer !== 'lib') return report('libUp');
      if (BELOW_MODULES.has(from.layer) && (to.layer === 'modules' || to.layer === 'seed'))
        return report('belowModules');
      if (from.layer === 'db' && to.layer === 'http') return report('dbToHttp');
      if (from.layer === 'modules' && to.layer === 'seed') return report('moduleToSeed');
      if (to.layer === 'modules' && to.area && to.inArea && from.area !== to.area)
        return report('deepImport', { area: to.area });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'server-boundaries': serverBoundaries } };

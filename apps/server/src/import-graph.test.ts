import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The lint rule (eslint/server-boundaries.js) checks each import on its own;
// a circle needs the whole graph, so it is checked here: no file imports
// itself through others, and no two areas (modules/<area>, lib, db, http,
// seed) depend on each other in a loop. Type-only imports are erased at
// build time and ignored.

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Runtime imports of a file: import and export … from, minus `import type` / `export type`. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword
    ) {
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolve(file, specifier.text);
      if (target) found.push(target);
    }
  }
  return found;
}

/**
 * The area a file belongs to: modules/<area>, its top folder (lib, db, http,
 * seed), a top-level file of its own (config, paths), or the composition
 * root `app` (app.ts, server.ts, and modules/index.ts and services.ts, which
 * list the areas for app.ts).
 */
function areaOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  const [top = '', second] = parts;
  if (top === 'modules') return parts.length >= 3 && second ? `modules/${second}` : 'app';
  if (parts.length > 1) return top;
  return top === 'app.ts' || top === 'server.ts' ? 'app' : top.replace(/\.ts$/, '');
}

/** Every cycle's members (strongly connected components of more than one node, or self-loops). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || graph.get(node)?.has(node)) found.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = sourceFiles(SRC);
const fileGraph = new Map(files.map((file) => [file, new Set(runtimeImports(file))]));
const areaGraph = new Map<string, Set<string>>();
for (const [file, targets] of fileGraph) {
  const from = areaOf(file);
  const edges = areaGraph.get(from) ?? new Set<string>();
  areaGraph.set(from, edges);
  for (const target of targets) {
    const to = areaOf(target);
    if (to !== from) edges.add(to);
  }
}
const relative = (group: string[]) => group.map((f) => path.relative(SRC, f));

describe('server import graph', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(areaGraph.get('modules/recruit')?.has('modules/postings')).toBe(true);
  });

  it('has no circle between files', () => {
    expect(cycles(fileGraph).map(relative)).toEqual([]);
  });

  it('has no circle between areas and layers', () => {
    expect(cycles(areaGraph)).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});

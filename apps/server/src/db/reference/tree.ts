import type { CodeRow } from './types';

/** A code and, for hierarchical groups, its children in display order. */
export interface CodeNode {
  readonly cd: string;
  readonly name: string;
  readonly children?: readonly CodeNode[];
}

/**
 * Flattens a code tree into rows: level 1 for the roots, upperCd the parent's
 * code, sortOrder the position in a pre-order walk (parents before their
 * children, siblings in the order given).
 */
export function flattenCodeTree(grpCd: string, roots: readonly CodeNode[]): CodeRow[] {
  const rows: CodeRow[] = [];
  const walk = (nodes: readonly CodeNode[], upperCd: string | null, level: number): void => {
    for (const node of nodes) {
      rows.push({
        grpCd,
        cd: node.cd,
        name: node.name,
        upperCd,
        level,
        sortOrder: rows.length + 1,
        current: true,
        successorCd: null,
      });
      if (node.children) walk(node.children, node.cd, level + 1);
    }
  };
  walk(roots, null, 1);
  return rows;
}

/** A flat (single-level) group from [code, name] pairs in display order. */
export function flatCodes(grpCd: string, pairs: readonly (readonly [string, string])[]): CodeRow[] {
  return flattenCodeTree(
    grpCd,
    pairs.map(([cd, name]) => ({ cd, name })),
  );
}

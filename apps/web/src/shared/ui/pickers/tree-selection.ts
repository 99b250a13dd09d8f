/**
 * Choosing codes in a code tree (시·도 → 시·군·구, 대분류 → 중분류 → 소분류).
 * A parent code stands for all of it ("서울특별시 전체"), so choosing a parent
 * drops its children from the choice, and a child under a chosen parent is
 * shown as included rather than chosen twice.
 */

export interface PickerNode {
  cd: string;
  name: string;
  /** Open postings under the code, when known. */
  count?: number;
  children?: readonly PickerNode[];
}

export interface TreeIndex {
  /** Each code's ancestors, nearest first. */
  ancestors: ReadonlyMap<string, readonly string[]>;
  /** Each code's node. */
  nodes: ReadonlyMap<string, PickerNode>;
}

export function indexTree(roots: readonly PickerNode[]): TreeIndex {
  const ancestors = new Map<string, readonly string[]>();
  const nodes = new Map<string, PickerNode>();
  const visit = (node: PickerNode, above: readonly string[]) => {
    ancestors.set(node.cd, above);
    nodes.set(node.cd, node);
    node.children?.forEach((child) => visit(child, [node.cd, ...above]));
  };
  roots.forEach((root) => visit(root, []));
  return { ancestors, nodes };
}

/** Whether `cd` is covered by a chosen ancestor. */
export const isImplied = (value: readonly string[], cd: string, index: TreeIndex): boolean =>
  (index.ancestors.get(cd) ?? []).some((a) => value.includes(a));

/** Whether `cd` is `ancestor` or lies under it. */
export const isWithin = (cd: string, ancestor: string, index: TreeIndex): boolean =>
  cd === ancestor || (index.ancestors.get(cd) ?? []).includes(ancestor);

export interface ToggleResult {
  value: string[];
  /** True when adding would pass `max`; `value` is then unchanged. */
  refused: boolean;
}

export function toggleCode(
  value: readonly string[],
  cd: string,
  index: TreeIndex,
  max: number,
): ToggleResult {
  if (value.includes(cd)) return { value: value.filter((v) => v !== cd), refused: false };
  const next = [...value.filter((v) => !isWithin(v, cd, index)), cd];
  if (next.length > max) return { value: [...value], refused: true };
  return { value: next, refused: false };
}

/** The name a chosen code is shown by: '서울특별시 강남구', '서울특별시 전체'. */
export function chosenLabel(cd: string, index: TreeIndex): string {
  const node = index.nodes.get(cd);
  if (!node) return cd;
  const parent = index.ancestors.get(cd)?.[0];
  const parentName = parent ? index.nodes.get(parent)?.name : undefined;
  const name = node.children?.length ? `${node.name} 전체` : node.name;
  return parentName ? `${parentName} ${name}` : name;
}

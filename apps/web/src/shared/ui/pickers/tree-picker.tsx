import { groupDigits } from '@ilteo/contract';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  chosenLabel,
  indexTree,
  isImplied,
  isWithin,
  toggleCode,
  type PickerNode,
} from './tree-selection';
import './pickers.css';

export interface TreePickerProps {
  /** What is picked, e.g. 근무지역. */
  label: string;
  /** Name of the first level, e.g. 시·도. */
  levelLabel: string;
  nodes: readonly PickerNode[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  max: number;
}

/**
 * A two-column code picker: the first level as a vertical tab list on the
 * left, the chosen tab's codes as checkboxes on the right (a third level is
 * grouped under its second-level heading). Every parent has a 전체 choice.
 * The chosen codes are listed underneath, each with a button to remove it.
 */
export function TreePicker({ label, levelLabel, nodes, value, onChange, max }: TreePickerProps) {
  const baseId = useId();
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const [activeCd, setActiveCd] = useState<string | undefined>(
    () => nodes.find((n) => value.some((v) => isWithin(v, n.cd, index)))?.cd,
  );
  const [refused, setRefused] = useState(false);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const active = nodes.find((n) => n.cd === activeCd) ?? nodes[0];

  const tabId = (cd: string) => `${baseId}-tab-${cd}`;
  const panelId = `${baseId}-panel`;
  const labelId = `${baseId}-label`;

  const toggle = (cd: string) => {
    const result = toggleCode(value, cd, index, max);
    setRefused(result.refused);
    if (!result.refused) onChange(result.value);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const last = nodes.length - 1;
    const to =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? (at + 1) % nodes.length
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? (at - 1 + nodes.length) % nodes.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = to === null ? undefined : nodes[to];
    if (!next) return;
    event.preventDefault();
    setActiveCd(next.cd);
    tabRefs.current.get(next.cd)?.focus();
  };

  const option = (node: PickerNode, whole: boolean) => {
    const implied = isImplied(value, node.cd, index);
    const checked = value.includes(node.cd) || implied;
    return (
      <li key={node.cd}>
        <label
          className={`tree-picker__option${whole ? ' tree-picker__option--whole' : ''}`}
          title={implied ? '상위 지역·분류 전체가 선택되어 있습니다.' : undefined}
        >
          <input
            type="checkbox"
            className="tree-picker__check"
            checked={checked}
            disabled={implied}
            onChange={() => toggle(node.cd)}
          />
          <span className="tree-picker__name">{whole ? `${node.name} 전체` : node.name}</span>
          {node.count !== undefined && (
            <span className="tree-picker__count">{groupDigits(node.count)}</span>
          )}
        </label>
      </li>
    );
  };

  const chosenIn = (cd: string) => value.filter((v) => isWithin(v, cd, index)).length;

  return (
    <div className="tree-picker" role="group" aria-labelledby={labelId}>
      <div className="tree-picker__head">
        <span id={labelId} className="tree-picker__label">
          {label}
        </span>
        <span className="tree-picker__status" role="status">
          {refused
            ? `${label}은(는) ${max}개까지 선택할 수 있습니다.`
            : `${value.length}/${max}개 선택`}
        </span>
      </div>
      <div className="tree-picker__columns">
        <div
          className="tree-picker__tabs"
          role="tablist"
          aria-orientation="vertical"
          aria-label={levelLabel}
        >
          {nodes.map((node, at) => {
            const selected = node.cd === active?.cd;
            const count = chosenIn(node.cd);
            return (
              <button
                key={node.cd}
                ref={(el) => {
                  if (el) tabRefs.current.set(node.cd, el);
                  else tabRefs.current.delete(node.cd);
                }}
                type="button"
                role="tab"
                id={tabId(node.cd)}
                className="tree-picker__tab"
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActiveCd(node.cd)}
                onKeyDown={(e) => onTabKey(e, at)}
              >
                <span className="tree-picker__tab-name">{node.name}</span>
                {/* A space for the accessible name; flex layout ignores it. */}{' '}
                {count > 0 && (
                  <span className="tree-picker__tab-chosen">
                    {count}
                    <span className="sr-only">개 선택됨</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {active && (
          <div
            className="tree-picker__panel"
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(active.cd)}
          >
            <ul className="tree-picker__options">
              {active.children?.length ? option(active, true) : null}
              {(active.children ?? []).map((child) =>
                child.children?.length ? (
                  <li key={child.cd} className="tree-picker__group">
                    <fieldset>
                      <legend className="tree-picker__legend">{child.name}</legend>
                      <ul className="tree-picker__options">
                        {option(child, true)}
                        {child.children.map((leaf) => option(leaf, false))}
                      </ul>
                    </fieldset>
                  </li>
                ) : (
                  option(child, false)
                ),
              )}
              {!active.children?.length && option(active, false)}
            </ul>
          </div>
        )}
      </div>
      {value.length > 0 && (
        <ul className="tree-picker__chosen" aria-label={`선택한 ${label}`}>
          {value.map((cd) => {
            const name = chosenLabel(cd, index);
            return (
              <li key={cd}>
                <button
                  type="button"
                  className="tree-picker__chip"
                  onClick={() => {
                    setRefused(false);
                    onChange(value.filter((v) => v !== cd));
                  }}
                >
                  {name}
                  <span aria-hidden="true"> ✕</span>
                  <span className="sr-only"> 선택 해제</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Form, useFetcher } from 'react-router';
import { useHydrated } from '../use-hydrated';

/**
 * An ordered list the editor reorders by dragging (native HTML5 drag and drop, once the page
 * has hydrated) or, without JavaScript, with up/down buttons that post `{intentPrefix}up` /
 * `…down` for one row. A drop posts the level's full id list (`{intentPrefix}reorder`, `ids`)
 * through a fetcher: the server refuses a partial list, and the page reloads its data after.
 */
export function SortableList<T extends { id: number }>({
  items,
  label,
  intentPrefix = '',
  hidden = {},
  rowFields,
  render,
  below,
  upLabel,
  downLabel,
  testId,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** `value-` for a filter's values: intents `value-up`, `value-reorder`… */
  intentPrefix?: string;
  /** Fields every post of this list carries (`parent_id`, the filter's `id`…). */
  hidden?: Record<string, string | number>;
  /** The row's own id field(s) in a post (`{ id }`, or `{ value_id }` for values). */
  rowFields: (item: T) => Record<string, string | number>;
  render: (item: T) => ReactNode;
  /** What hangs under the row (a category's subcategories). */
  below?: (item: T) => ReactNode;
  upLabel: string;
  downLabel: string;
  testId: string;
}) {
  const fetcher = useFetcher();
  const [dragged, setDragged] = useState<number | null>(null);
  const hydrated = useHydrated();
  // The dropped order shows until the server answers with its own (a new id list wins).
  const key = items.map((item) => item.id).join(',');
  const [local, setLocal] = useState<{ base: string; ids: number[] } | null>(null);
  const order = local && local.base === key ? local.ids : items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows = order.map((id) => byId.get(id)).filter((item): item is T => Boolean(item));

  const drop = (target: number) => {
    if (dragged === null || dragged === target) return;
    const next = order.filter((id) => id !== dragged);
    const at = next.indexOf(target) + (order.indexOf(dragged) < order.indexOf(target) ? 1 : 0);
    next.splice(at, 0, dragged);
    setLocal({ base: key, ids: next });
    setDragged(null);
    const body: Record<string, string> = { intent: `${intentPrefix}reorder`, ids: next.join(',') };
    for (const [name, value] of Object.entries({ ...hidden, ...rowFields(byId.get(dragged)!) }))
      body[name] = String(value);
    void fetcher.submit(body, { method: 'post' });
  };

  const fields = (item: T) =>
    Object.entries({ ...hidden, ...rowFields(item) }).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ));

  return (
    <ol className="admin-sortable" aria-label={label} data-testid={testId}>
      {rows.map((item, index) => (
        <li
          key={item.id}
          data-id={item.id}
          draggable={hydrated}
          className={dragged === item.id ? 'is-dragged' : undefined}
          onDragStart={(event) => {
            event.stopPropagation(); // a nested list's row is not its parent row's drag
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(item.id));
            setDragged(item.id);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            event.stopPropagation();
            drop(item.id);
          }}
          onDragEnd={() => setDragged(null)}
        >
          <div className="admin-sortable-row">
            {hydrated ? (
              <span className="admin-sortable-handle" aria-hidden="true">
                ⠿
              </span>
            ) : null}
            <div className="admin-sortable-body">{render(item)}</div>
            <Form method="post" className="admin-sortable-buttons">
              {fields(item)}
              <button
                type="submit"
                name="intent"
                value={`${intentPrefix}up`}
                className="button"
                disabled={index === 0}
                aria-label={upLabel}
                title={upLabel}
              >
                ↑
              </button>
              <button
                type="submit"
                name="intent"
                value={`${intentPrefix}down`}
                className="button"
                disabled={index === rows.length - 1}
                aria-label={downLabel}
                title={downLabel}
              >
                ↓
              </button>
            </Form>
          </div>
          {below?.(item)}
        </li>
      ))}
    </ol>
  );
}

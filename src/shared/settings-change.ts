/**
 * "The shop's settings changed": a save in the back office tells every memo of this process to
 * forget what it read (reference memos, the pages' read cache, rendered pages, cached API
 * answers), so the next request shows the new value. Other processes see it when their caches
 * expire (10 to 30 s). The listeners live on `globalThis`: the pages' server bundle carries its
 * own copy of this module, and a save made by a page must reach the API's caches too.
 */
const LISTENERS = Symbol.for('sellerie.settingsChangeListeners');

type Holder = { [LISTENERS]?: Set<() => void> };

function listeners(): Set<() => void> {
  const holder = globalThis as Holder;
  return (holder[LISTENERS] ??= new Set());
}

export function onSettingsChange(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function notifySettingsChange(): void {
  for (const listener of listeners()) listener();
}

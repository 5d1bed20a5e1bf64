import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface LocalePanelControls {
  open(): void;
  close(): void;
  isOpen: boolean;
}

const LocalePanelContext = createContext<LocalePanelControls | null>(null);

/** Wraps the page so the header button and <LocalePanel /> share the open state. */
export function LocalePanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const controls = useMemo<LocalePanelControls>(
    () => ({ open: () => setOpen(true), close: () => setOpen(false), isOpen }),
    [isOpen],
  );
  return <LocalePanelContext.Provider value={controls}>{children}</LocalePanelContext.Provider>;
}

const OUTSIDE: LocalePanelControls = { open() {}, close() {}, isOpen: false };

/** `{ open, close, isOpen }`; outside a provider the calls do nothing. */
export function useLocalePanel(): LocalePanelControls {
  return useContext(LocalePanelContext) ?? OUTSIDE;
}

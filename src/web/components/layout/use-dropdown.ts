import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** SPEC §9: hover menus react after 100 ms, so passing over them opens nothing. */
export const HOVER_DELAY = 100;

/**
 * A disclosure menu (button + panel) that opens on hover with a mouse and on click or keyboard
 * otherwise. Escape closes it and gives the focus back to the button; a click outside or the
 * focus leaving it closes it too.
 */
export function useDropdown(options: { hover?: boolean } = {}) {
  const hover = options.hover ?? true;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancel = () => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const close = useCallback((returnFocus = false) => {
    cancel();
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => cancel, []);

  const schedule = (next: boolean) => {
    cancel();
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      openedByHover.current = next;
      setOpen(next);
    }, HOVER_DELAY);
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent) => {
      if (hover && event.pointerType === 'mouse') schedule(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (hover && event.pointerType === 'mouse') schedule(false);
    },
    onBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    onClick: () => {
      cancel();
      // A click right after the hover opened it keeps it open instead of closing it again.
      if (open && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      openedByHover.current = false;
      setOpen(!open);
    },
  };

  return { open, close, rootProps, buttonProps };
}

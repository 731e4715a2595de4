import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What a visitor did to the server's `<details>` menu before the header hydrated. */
export interface DetailsHandover {
  /** The menu itself was open. */
  open: boolean;
  /** The ids of the lists whose own `<details>` inside the menu were open (its sections). */
  openLists: string[];
  /** The id of what the `<summary>` holding keyboard focus opens (the button that replaces it gets focus). */
  focused: string | null;
}

/** The `<details>`' state, read from the page (the element the `<summary>` opens is its first child with an id). */
function readDetails(details: HTMLDetailsElement): DetailsHandover {
  const summary = document.activeElement?.closest('summary');
  return {
    open: details.open,
    openLists: Array.from(details.querySelectorAll('details[open] > [id]'), (list) => list.id),
    focused: summary && details.contains(summary) ? (summary.parentElement?.querySelector(':scope > [id]')?.id ?? null) : null,
  };
}

/**
 * The header hydrates once the page is idle, or on a visitor's first interaction with it
 * (islands/island-names.ts), and a tap can land on the server's `<details>` menu before its
 * script has arrived: without this, the menu a visitor just opened would close as the hydrated
 * button replaced it, and keyboard focus would fall to the page. Read at hydration (nothing a visitor does can come
 * between it and the switch, which follows in the same task), given back once the buttons are
 * there: `reopen` gets what was open, and the button standing for a focused `<summary>` takes focus.
 */
export function useDetailsHandover(hydrated: boolean, reopen: (handover: DetailsHandover) => void): RefObject<HTMLDetailsElement | null> {
  const details = useRef<HTMLDetailsElement>(null);
  const carried = useRef<DetailsHandover | null>(null);
  const reopenRef = useRef(reopen);
  useLayoutEffect(() => {
    reopenRef.current = reopen;
  });
  useLayoutEffect(() => {
    if (!hydrated) {
      carried.current = details.current ? readDetails(details.current) : null;
      return;
    }
    const handover = carried.current;
    carried.current = null;
    if (handover && (handover.open || handover.focused)) reopenRef.current(handover);
  }, [hydrated]);
  return details;
}

/** Gives keyboard focus to the button that opens `id`, once it is on the page (a handover's `focused`). */
export function useFocusHandedOver(focused: string | null | undefined, id: string, button: RefObject<HTMLButtonElement | null>): void {
  useLayoutEffect(() => {
    if (focused === id) button.current?.focus();
  }, [focused, id, button]);
}

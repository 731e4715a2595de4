import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { NavLinkItem } from '~/config/site-nav';
import { useHydrated } from '~/islands/use-hydrated';
import { currentPage } from './nav-link';

/**
 * A desktop header dropdown: opens on hover, and by keyboard (Enter/Space/ArrowDown on the
 * button); Escape closes it and returns focus; leaving with Tab closes it. Before (and
 * without) JavaScript the stylesheet opens it on hover and while focus is inside
 * (`.dropdown:not(.is-enhanced)`), so every link is reachable by mouse, touch and keyboard.
 */
export function NavDropdown({ id, label, links, path = '' }: { id: string; label: string; links: NavLinkItem[]; path?: string }) {
  const [open, setOpen] = useState(false);
  const enhanced = useHydrated();
  // `id` is not `useId()`: the server renders with React and the browser hydrates with Preact,
  // whose ids differ (docs/decisions/007-islands.md). The caller names it, the same in every language.
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // The header hydrates once the page is idle (islands/island-names.ts), or on the first
  // interaction with it: a menu the stylesheet shows at that moment (pointer over it, focus in
  // it) stays open once enhanced.
  useLayoutEffect(() => {
    if (enhanced && root.current?.matches(':hover, :focus-within')) setOpen(true);
  }, [enhanced]);

  useEffect(() => {
    if (!open) return;
    const onDocClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open]);

  const focusItem = (index: number) => {
    const items = root.current?.querySelectorAll<HTMLAnchorElement>('.dropdown__menu a');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' && e.target === button.current) {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && e.target !== button.current) {
      e.preventDefault();
      const items = Array.from(root.current?.querySelectorAll('.dropdown__menu a') ?? []);
      const at = items.indexOf(e.target as Element);
      focusItem(at + (e.key === 'ArrowDown' ? 1 : -1));
    }
  };

  return (
    // The list item only listens to what its button and links do (hover, arrow keys, focus
    // leaving the menu); every action is on those focusable children.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      className={`dropdown${open ? ' is-open' : ''}${enhanced ? ' is-enhanced' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="nav-link dropdown__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="dropdown__menu">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} onClick={() => setOpen(false)} {...currentPage(path, link.to)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

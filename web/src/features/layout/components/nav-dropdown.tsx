import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import type { NavLinkItem } from '~/config/site-nav';

/**
 * A desktop header dropdown: opens on hover, and by keyboard (Enter/Space/ArrowDown on the
 * button); Escape closes it and returns focus; leaving with Tab closes it.
 */
export function NavDropdown({ label, links }: { label: string; links: NavLinkItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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
    <li
      ref={root}
      className={`dropdown${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link dropdown__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="dropdown__menu">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { headerNav } from '~/config/site-nav';
import { islandMessages } from '~/i18n/translator';
import type { Locale } from '~/lib/locale';
import { alternatePath } from '~/lib/seo';
import { SiteHeader } from './site-header';

/** What the public layout gives the header island on a page of `path`. */
const page = (path = '/', locale: Locale = 'en') => ({
  locale,
  messages: islandMessages(locale, 'header'),
  nav: headerNav(locale),
  alternate: alternatePath(path),
  path,
});

const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

describe('SiteHeader', () => {
  it('offers the phone link and the estimate button', () => {
    renderWithRouter(<SiteHeader {...page()} phone="1-888-555-0137" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /1-888-555-0137/ })).toHaveAttribute('href', 'tel:+18885550137');
    expect(within(banner).getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/contact');
  });

  it('opens the Services dropdown on hover and closes it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader {...page()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: 'Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.closest('li')).toHaveClass('is-open');
    expect(within(nav).getByRole('link', { name: 'Exterior Waterproofing' })).toHaveAttribute('href', '/services/exterior-waterproofing');
    await user.unhover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: ArrowDown opens and focuses the first link, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader {...page()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: 'Resources' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(within(nav).getByRole('link', { name: 'Testimonials' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Warranty' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('changes style once the page is scrolled past 50 px', () => {
    renderWithRouter(<SiteHeader {...page()} />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('is-scrolled');
    act(() => setScroll(50));
    expect(header).not.toHaveClass('is-scrolled');
    act(() => setScroll(51));
    expect(header).toHaveClass('is-scrolled');
    act(() => setScroll(0));
    expect(header).not.toHaveClass('is-scrolled');
  });

  it('toggles the mobile menu, with collapsible sections', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader {...page()} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(document.getElementById('mobile-menu')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const services = within(mobile).getByRole('button', { name: 'Services' });
    const list = document.getElementById(services.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    await user.click(services);
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    await user.click(services);
    expect(list).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('renders, on the server, menus that work without JavaScript: <details> on mobile, CSS-opened dropdowns', () => {
    const html = renderToString(<SiteHeader {...page('/warranty')} phone="1-888-555-0137" />);
    const doc = document.createElement('div');
    doc.innerHTML = html;
    const mobile = doc.querySelector('details.mobile-nav')!;
    expect(mobile.querySelector('summary')).toHaveAttribute('aria-label', 'Menu');
    expect(mobile.querySelectorAll('.mobile-menu__section > details > summary')).toHaveLength(2);
    expect(mobile.querySelectorAll('a[href^="/services/"]')).toHaveLength(7);
    // Not yet enhanced: the stylesheet opens these on hover and focus.
    expect(Array.from(doc.querySelectorAll('.dropdown')).every((d) => !d.classList.contains('is-enhanced'))).toBe(true);
    expect(doc.querySelector('.main-nav a[href="/warranty"]')).toHaveAttribute('aria-current', 'page');
  });

  describe("hydrating after a visitor's first taps, hovers or focus landed on the server's menus", () => {
    /** The server's header on the page, its menus worked by `act` (as without JavaScript), then hydrated. */
    const hydrateAfter = async (act_: (root: HTMLElement) => void) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SiteHeader {...page()} />);
      document.body.append(container);
      act_(container);
      const root = await act(async () => hydrateRoot(container, <SiteHeader {...page()} />));
      onTestFinished(() => {
        act(() => root.unmount());
        container.remove();
      });
      return container;
    };

    it('keeps the phone menu and a section a visitor opened open, and focus where it was', async () => {
      // React (not Preact, which hydrates in the browser) reports the `open` attributes the
      // visitor's taps added as a mismatch: that, and only that, is expected here.
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      onTestFinished(() => errors.mockRestore());
      const container = await hydrateAfter((root) => {
        const menu = root.querySelector<HTMLDetailsElement>('details.mobile-nav')!;
        menu.open = true;
        const services = menu.querySelector<HTMLDetailsElement>('.mobile-menu__section details')!;
        services.open = true;
        services.querySelector('summary')!.focus();
      });
      expect(errors.mock.calls.map((call) => String(call[0]).split('.')[0])).toEqual([
        "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties",
      ]);
      expect(container.querySelector('details')).toBeNull();
      expect(within(container).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      const mobile = within(container).getByRole('navigation', { name: 'Mobile' });
      const services = within(mobile).getByRole('button', { name: 'Services' });
      expect(services).toHaveAttribute('aria-expanded', 'true');
      expect(services).toHaveFocus();
      expect(within(mobile).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
      // Closed and opened again, the menu starts afresh: nothing handed over twice.
      await userEvent.click(within(container).getByRole('button', { name: 'Close menu' }));
      await userEvent.click(within(container).getByRole('button', { name: 'Open menu' }));
      expect(within(within(container).getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Services' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it("gives focus on the closed menu's summary to the menu button, and leaves the menu closed", async () => {
      const container = await hydrateAfter((root) => root.querySelector<HTMLElement>('details.mobile-nav > summary')!.focus());
      const button = within(container).getByRole('button', { name: 'Open menu' });
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(container.querySelector('#mobile-menu')).toBeNull();
    });

    it('keeps a dropdown the keyboard had opened (focus inside it) open once enhanced', async () => {
      const container = await hydrateAfter((root) => root.querySelector<HTMLElement>('#nav-resources a')!.focus());
      const toggle = within(container).getByRole('button', { name: 'Resources' });
      expect(toggle.closest('li')).toHaveClass('is-enhanced');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(container).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('speaks French on a French page: French menus to French addresses, and a switcher to the English page', () => {
    renderWithRouter(<SiteHeader {...page('/fr/garantie', 'fr')} phone="1-888-555-0137" />);
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Garantie' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Imperméabilisation extérieure' })).toHaveAttribute('href', '/fr/services/impermeabilisation-exterieure');
    expect(within(nav).getByRole('button', { name: 'Ressources' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Estimation gratuite' })).toHaveAttribute('href', '/fr/contact');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    const english = within(banner).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/warranty');
    expect(english).toHaveAttribute('hreflang', 'en-CA');
    expect(english).toHaveAttribute('lang', 'en-CA');
  });

  it('links an English page to its French page', () => {
    renderWithRouter(<SiteHeader {...page('/services/push-pier-systems')} />);
    const french = within(screen.getByRole('banner')).getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/services/systemes-pieux-pousses');
    expect(french).toHaveAttribute('hreflang', 'fr-CA');
  });
});

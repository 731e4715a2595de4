import { describe, expect, it } from 'vitest';
import {
  cityLinks,
  estimateLink,
  footerCompanyLinks,
  frenchNavLabels,
  headerLinks,
  headerNav,
  homeLink,
  navLinks,
  privacyLink,
  resourceLinks,
  serviceLinks,
} from './site-nav';

describe('the menus in French', () => {
  it('every link of every menu has a French label and, where the page exists in French, a French address', () => {
    const all = [homeLink, estimateLink, privacyLink, ...serviceLinks, ...resourceLinks, ...cityLinks, ...headerLinks, ...footerCompanyLinks];
    expect(all.filter((l) => !frenchNavLabels[l.to]).map((l) => l.to)).toEqual([]);
    const french = navLinks(all, 'fr');
    expect(french.filter((l, i) => l.label === all[i]!.label && l.label !== 'Services').map((l) => l.label)).toEqual([]);
    expect(french.filter((l) => !l.to.startsWith('/fr')).map((l) => l.to)).toEqual(['/projects']);
  });

  it('the header menus in each language', () => {
    expect(headerNav('en').estimate).toEqual(estimateLink);
    expect(headerNav('fr').estimate).toEqual({ to: '/fr/contact', label: 'Estimation gratuite' });
    expect(headerNav('fr').home).toEqual({ to: '/fr', label: 'Accueil' });
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const groups = [
  {
    category: 'Costs',
    items: [
      { question: 'Q1?', answer: 'A1' },
      { question: 'Q2?', answer: 'A2' },
    ],
  },
  { category: 'Timing', items: [{ question: 'Q3?', answer: 'A3' }] },
];

// The one-open-at-a-time behaviour is the browser's (exclusive `<details name>`, which jsdom
// does not implement): e2e/navigation.spec.ts and e2e/no-javascript.spec.ts check it in Chromium.
describe('Accordion', () => {
  it('renders every item as a closed <details> of one exclusive group, question in the summary', () => {
    const { container } = render(<Accordion groups={groups} />);
    const items = Array.from(container.querySelectorAll('details'));
    expect(items).toHaveLength(3);
    expect(new Set(items.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    expect(items.every((d) => !d.open)).toBe(true);
    expect(items.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Q1?', 'Q2?', 'Q3?']);
    expect(items[1]).toHaveTextContent('A2');
  });

  it('shows the category headings, and a page may name its own group', () => {
    const { container } = render(<Accordion groups={groups} name="city-faq" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Costs' })).toBeInTheDocument();
    expect(container.querySelector('details')).toHaveAttribute('name', 'city-faq');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const groups = [
  { category: 'Costs', items: [{ question: 'Q1?', answer: 'A1' }, { question: 'Q2?', answer: 'A2' }] },
  { category: 'Timing', items: [{ question: 'Q3?', answer: 'A3' }] },
];

describe('Accordion', () => {
  it('keeps at most one item open across groups; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<Accordion groups={groups} />);
    const q = (name: string) => screen.getByRole('button', { name });
    expect(screen.queryByText('A1')).not.toBeVisible();

    await user.click(q('Q1?'));
    expect(q('Q1?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A1')).toBeVisible();

    await user.click(q('Q3?'));
    expect(q('Q1?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('A1')).not.toBeVisible();
    expect(screen.getByText('A3')).toBeVisible();

    await user.click(q('Q3?'));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('shows the category headings', () => {
    render(<Accordion groups={groups} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Costs' })).toBeInTheDocument();
    const panel = document.getElementById(screen.getByRole('button', { name: 'Q2?' }).getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('A2');
    expect(panel).toHaveAttribute('aria-labelledby', screen.getByRole('button', { name: 'Q2?' }).id);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusColor } from './badge';

describe('StatusBadge (docs/product.md §4 colours)', () => {
  it.each([
    ['new', 'blue'],
    ['contacted', 'yellow'],
    ['resolved', 'green'],
    ['archived', 'grey'],
    ['', 'grey'],
  ])('%j is %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
    render(<StatusBadge status={status} />);
    const badge = document.querySelector('.admin-badge')!;
    expect(badge).toHaveClass(`admin-badge--${color}`);
    expect(badge).toHaveAttribute('data-color', color);
    expect(badge).toHaveTextContent(status);
  });

  it('shows the status itself as its text', () => {
    render(<StatusBadge status="contacted" />);
    expect(screen.getByText('contacted')).toBeInTheDocument();
  });
});

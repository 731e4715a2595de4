import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

describe('Deferred', () => {
  it('shows the loading placeholder until the data arrives', async () => {
    let resolve!: (v: string[]) => void;
    const data = new Promise<string[]>((r) => (resolve = r));
    render(
      <Deferred data={data} loading="Loading testimonials...">
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </Deferred>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials...');
    await act(async () => resolve(['Great crew']));
    expect(await screen.findByText('Great crew')).toBeInTheDocument();
    expect(screen.queryByText('Loading testimonials...')).not.toBeInTheDocument();
  });

  it('renders data that is already there at once, and "Loading..." by default', async () => {
    render(<Deferred data={['x']}>{(items) => <p>{items.length} item</p>}</Deferred>);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    render(<Deferred data={new Promise<never>(() => {})}>{() => null}</Deferred>);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});

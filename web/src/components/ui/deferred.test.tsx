import { act, screen } from '@testing-library/react';
import { renderWithRouter as render } from '~/test/render';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';
import { Loading } from './loading';

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
    expect(screen.getByText('Loading testimonials...')).toHaveAttribute('role', 'status');
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

describe('Loading', () => {
  it('says it in French on a French page', async () => {
    render(<Loading />, { path: '/fr/blogue' });
    expect(await screen.findByText('Chargement…')).toHaveAttribute('role', 'status');
  });
});

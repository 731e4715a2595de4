import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { storeAdminSession } from '../lib/admin-session';
import { ImageField } from './image-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageField id="img" name="image" label="Image URL" required value={value} onChange={setValue} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ImageField', () => {
  it('previews a typed address, and only a safe one', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'javascript:alert(1)');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'https://cdn.example.com/a.jpg');
    expect(screen.getByRole('img', { name: 'Preview of Image URL' })).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
  });

  it('uploads a chosen file with the bearer token and fills in the stored path', async () => {
    const user = userEvent.setup();
    storeAdminSession('token-9', 'admin');
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ urls: ['/media/content/00000000-0000-4000-8000-000000000001-1200.webp'] }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<Harness />);
    await user.upload(screen.getByLabelText('Upload image'), new File([new Uint8Array(10)], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('/media/content/00000000-0000-4000-8000-000000000001-1200.webp');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/images');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-9');
    expect((init.body as FormData).get('files')).toBeInstanceOf(File);
  });

  it("shows the server's reason when an upload is refused", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'File "x.jpg" is not an image' }), { status: 415 })),
    );
    renderWithRouter(<Harness initial="/images/a.webp" />);
    await user.upload(screen.getByLabelText('Upload image'), new File(['x'], 'x.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('File "x.jpg" is not an image')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('/images/a.webp');
  });
});

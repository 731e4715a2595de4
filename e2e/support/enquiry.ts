import sharp from 'sharp';
import type { Page } from './fixtures';

/** A photo for `setInputFiles`. */
export interface PickedPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A camera-like JPEG of `width` x `height`: Gaussian noise, so it neither compresses to nothing
 * nor shrinks much when the phone re-encodes it (about 0.6 bytes a pixel at quality 85 with
 * sigma 50). `sigma` lower makes it smaller.
 */
export async function noisePhoto(name: string, width: number, height: number, sigma = 50, quality = 85): Promise<PickedPhoto> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })
    .jpeg({ quality })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Fills the contact form's required fields (and the city) as a homeowner would. */
export async function fillEnquiry(page: Page, { name, email, city = 'Sudbury' }: { name: string; email: string; city?: string }): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(705) 555-0161');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Subject').fill('Seepage along the north wall');
  await page.getByLabel('Description').fill('Water seeps in along the north wall after each thaw.');
}

/** A photo's progress bar on the form, by the photo's name ("crack.jpg: 42%", "crack.jpg: Uploaded"). */
export const photoBar = (page: Page, name: string) => page.getByRole('progressbar', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `) });

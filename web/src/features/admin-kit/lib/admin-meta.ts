import type { MetaDescriptor } from 'react-router';
import { brand } from '@northrock/core/brand';

/** Every admin page: a title, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${brand.shortName} Admin` }, { name: 'robots', content: 'noindex, nofollow' }];
}

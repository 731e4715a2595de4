import { describe, expect, it } from 'vitest';
import { inLocale, missingFrench } from './locale';

const service = {
  id: 1,
  title: 'Exterior Waterproofing',
  title_fr: 'Imperméabilisation extérieure',
  description: 'Dig and seal.',
  description_fr: null,
  order: 1,
};

describe('inLocale', () => {
  it('answers each French twin under the English name, falling back to English field by field', () => {
    expect(inLocale(service, 'fr')).toEqual({ ...service, title: 'Imperméabilisation extérieure', description: 'Dig and seal.' });
  });

  it('treats a blank French as missing, and leaves English reads alone', () => {
    expect(inLocale({ ...service, title_fr: '   ' }, 'fr').title).toBe('Exterior Waterproofing');
    expect(inLocale(service, 'en')).toBe(service);
  });

  it('does not change the row it reads', () => {
    inLocale(service, 'fr');
    expect(service.title).toBe('Exterior Waterproofing');
  });
});

describe('missingFrench', () => {
  it('names the English texts whose French is empty, but not an empty English one', () => {
    expect(missingFrench(service)).toEqual(['description']);
    expect(missingFrench({ title: 'Reel', title_fr: 'Vidéo', description: '', description_fr: null })).toEqual([]);
  });
});

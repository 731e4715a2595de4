import { describe, expect, it } from 'vitest';
import { inLocale, keepFrench, missingFrench } from './locale';

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

describe('keepFrench', () => {
  const stored = {
    title: 'Exterior Waterproofing',
    title_fr: 'Imperméabilisation extérieure',
    description: 'Dry basements.',
    description_fr: 'Sous-sols secs.',
  };
  const parsed = (input: Record<string, unknown>) => ({ title_fr: null, description_fr: null, ...input });

  it('keeps a French twin the write leaves out while its English is unchanged', () => {
    const input = { title: 'Exterior Waterproofing', description: 'Dry basements, for good.' };
    expect(keepFrench(parsed(input), stored, input)).toEqual({ ...input, title_fr: 'Imperméabilisation extérieure', description_fr: null });
  });

  it('clears a French twin sent as null or blank (parsed to null)', () => {
    const input = { title: 'Exterior Waterproofing', title_fr: null, description: 'Dry basements.', description_fr: '' };
    expect(keepFrench(parsed({ ...input, description_fr: null }), stored, input)).toMatchObject({ title_fr: null, description_fr: null });
  });
});

import { describe, expect, it } from 'vitest';
import { validate } from '../shared';
import { enquiryInput } from './lead.schemas';
import { deviceClass, leadAttribution, leadSource, normalisePage, normaliseReferrer } from './lead-attribution';

const enquiry = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '807-555-0100',
  subject: 'Wet basement',
  message: 'Water after rain',
};

describe('the contact schema and attribution', () => {
  it('keeps well-formed attribution, normalised', () => {
    const parsed = validate(enquiryInput, {
      ...enquiry,
      landing_page: '/services/push-pier-systems?utm_source=Google&gclid=abc&utm_campaign=Spring%20Sale#top',
      form_page: '/contact?name=Ann',
      referrer: 'https://WWW.Google.com/search?q=basement+repair',
      utm_source: '  Google ',
      utm_medium: 'CPC',
      utm_campaign: ' Spring Sale ',
    });
    expect(parsed).toMatchObject({
      landing_page: '/services/push-pier-systems?utm_source=Google&utm_campaign=Spring+Sale',
      form_page: '/contact',
      referrer: 'google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring Sale',
    });
  });

  it.each([
    ['another site', { landing_page: 'https://evil.example/x', form_page: '//evil.example/x', referrer: 'javascript:alert(1)' }],
    ['wrong types', { landing_page: 42, form_page: { path: '/' }, referrer: ['x'], utm_source: 7, utm_medium: true, utm_campaign: null }],
    ['empty and blank', { landing_page: '', form_page: '   ', referrer: '', utm_source: ' ', utm_medium: '\n', utm_campaign: '' }],
    ['line breaks and oversize', { landing_page: `/a\nb`, form_page: `/${'x'.repeat(600)}`, referrer: 'not a host', utm_source: '\t' }],
  ])('drops bad values without refusing the lead: %s', (_label, attribution) => {
    const parsed = validate(enquiryInput, { ...enquiry, ...attribution });
    expect(parsed.name).toBe('Ann Lee');
    for (const key of ['landing_page', 'form_page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const) expect(parsed[key]).toBeUndefined();
  });

  it('cuts long utm values and drops an overlong query, keeping the path', () => {
    const parsed = validate(enquiryInput, {
      ...enquiry,
      utm_campaign: 'c'.repeat(300),
      landing_page: `/blog?${Array.from({ length: 20 }, (_, i) => `utm_x${'abcdefghijklmnopqrst'[i]}=${'v'.repeat(90)}`).join('&')}`,
    });
    expect(parsed.utm_campaign).toHaveLength(100);
    expect(parsed.landing_page).toBe('/blog');
  });

  it('normalises pages and referrers', () => {
    expect(normalisePage('/')).toBe('/');
    expect(normalisePage('/?utm_source=google&utm_campaign=spring')).toBe('/?utm_source=google&utm_campaign=spring');
    expect(normalisePage('/contact?fbclid=1')).toBe('/contact');
    expect(normalisePage('contact')).toBeUndefined();
    expect(normaliseReferrer('bing.com')).toBe('bing.com');
    expect(normaliseReferrer('https://m.facebook.com/')).toBe('m.facebook.com');
    expect(normaliseReferrer('ftp://files.example.com/')).toBeUndefined();
    expect(normaliseReferrer('localhost')).toBeUndefined();
  });
});

describe('leadSource', () => {
  it('is utm_source, else the referrer host, else direct', () => {
    expect(leadSource({ utm_source: 'newsletter', referrer_host: 'google.com' })).toBe('newsletter');
    expect(leadSource({ utm_source: null, referrer_host: 'google.com' })).toBe('google.com');
    expect(leadSource({})).toBe('direct');
  });
});

describe('leadAttribution', () => {
  it('falls back to the form page and takes utm_* from the landing page', () => {
    expect(leadAttribution({ form_page: '/contact?utm_source=Flyer&utm_medium=Print&utm_campaign=Fall' })).toEqual({
      landing_page: '/contact?utm_source=Flyer&utm_medium=Print&utm_campaign=Fall',
      form_page: '/contact?utm_source=Flyer&utm_medium=Print&utm_campaign=Fall',
      referrer_host: null,
      utm_source: 'flyer',
      utm_medium: 'print',
      utm_campaign: 'Fall',
      device: null,
      source: 'flyer',
    });
  });

  it('prefers the utm_* sent over the landing page ones', () => {
    const a = leadAttribution({ landing_page: '/?utm_source=google', utm_source: 'bing', referrer: 'duckduckgo.com' });
    expect(a).toMatchObject({ utm_source: 'bing', referrer_host: 'duckduckgo.com', source: 'bing' });
    expect(leadAttribution({ referrer: 'duckduckgo.com' }).source).toBe('duckduckgo.com');
    expect(leadAttribution({}).source).toBe('direct');
  });
});

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'desktop'],
  ])('%s is a %s', (ua, device) => {
    expect(deviceClass(ua)).toBe(device);
  });

  it('is unknown without a User-Agent', () => {
    expect(deviceClass(undefined)).toBeNull();
    expect(deviceClass('')).toBeNull();
  });
});

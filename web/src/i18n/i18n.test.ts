import { describe, expect, it } from 'vitest';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';
import { leadInput } from '@northrock/core/browser';
import { contactFormText } from './contact-form-messages';
import { islandTranslator } from './island-translator';
import { messagesEn } from './messages.en';
import { messagesFr } from './messages.fr';
import { contactFormMessages, islandMessages, translator } from './translator';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));

/** The argument names of an ICU message, from the same compiler the islands' messages go through. */
const argumentsOf = (message: string): string[] => {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    if (typeof node[0] === 'string' && typeof node[1] !== 'string' && node.length <= 3 && (node.length === 1 || typeof node[1] === 'number'))
      names.add(node[0]);
    for (const part of node) {
      if (Array.isArray(part)) walk(part);
      else if (part && typeof part === 'object') Object.values(part).forEach((v) => walk(Array.isArray(v) ? v : [v]));
    }
  };
  const compiled: CompiledMessage = compile(message);
  if (Array.isArray(compiled)) walk(compiled);
  return [...names].sort();
};

describe('the interface catalogues', () => {
  const en = new Map(leaves(messagesEn as unknown as Tree));
  const fr = new Map(leaves(messagesFr as unknown as Tree));

  it('have the same keys, and each French message takes the English one’s arguments', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, message] of en) expect(argumentsOf(fr.get(key)!), key).toEqual(argumentsOf(message));
  });

  it('translate every message that is a sentence (no English left on French pages)', () => {
    const same = [...en].filter(([key, message]) => message.split(' ').length >= 3 && fr.get(key) === message).map(([key]) => key);
    expect(same).toEqual([]);
  });
});

describe('translators', () => {
  it('format ICU messages with fr-CA numbers and plurals on the server', () => {
    expect(translator('fr')('header.call', { phone: '1-888-555-0137' })).toBe('Appelez au 1-888-555-0137');
    expect(translator('en')('header.call', { phone: '1-888-555-0137' })).toBe('Call 1-888-555-0137');
    expect(translator('fr')('contactForm.tooLong', { field: 'Objet', max: 3000 })).toBe(
      `Le champ « Objet » ne peut dépasser ${new Intl.NumberFormat('fr-CA').format(3000)} caractères`,
    );
  });

  it('format an island’s precompiled messages in the browser, plurals included', () => {
    const t = islandTranslator('fr', contactFormMessages('fr'));
    expect(t('filesSelected', { count: 1 })).toBe('1 fichier sélectionné');
    expect(t('filesSelected', { count: 3 })).toBe('3 fichiers sélectionnés');
    expect(islandTranslator('en', islandMessages('en', 'carousel'))('slide', { position: 2, count: 5, title: 'Dig' })).toBe('2 of 5: Dig');
  });

  it('an island gets only its namespace, in one language', () => {
    const json = JSON.stringify(islandMessages('fr', 'header'));
    expect(json).toContain('Ouvrir le menu');
    expect(json).not.toContain('Open menu');
    expect(json).not.toContain('Nom complet');
  });
});

describe('contact form messages', () => {
  const errorsOf = (locale: 'en' | 'fr', values: Record<string, string>) => {
    const text = contactFormText(locale, contactFormMessages(locale));
    const parsed = leadInput.safeParse(values);
    if (parsed.success) return {};
    return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], text.fieldError(issue)]));
  };

  it('say what is wrong with each field in the page’s language', () => {
    const fr = errorsOf('fr', { name: '', email: 'nope', phone: 'abc', subject: 'x'.repeat(201), message: 'Fissure' });
    expect(fr).toEqual({
      name: 'Le champ « Nom complet » est obligatoire',
      email: 'Le champ « Adresse courriel » doit contenir une adresse courriel valide',
      phone: 'Le champ « Numéro de téléphone » doit contenir un numéro de téléphone (de 7 à 15 chiffres)',
      subject: 'Le champ « Objet » ne peut dépasser 200 caractères',
    });
    const en = errorsOf('en', { name: '', email: 'nope', phone: '555-0137', subject: 'Crack', message: 'Wet' });
    expect(en).toEqual({ name: 'Full Name is required', email: 'Email Address must be a valid email address' });
  });
});

describe('the answer to the form posted without JavaScript', () => {
  const values = { name: 'Josée', email: 'josee@example.com', phone: '705-555-0199', address: '', city: '', subject: '   ', message: 'Fissure' };

  it('is in the page’s language: field errors from the catalogue, a refusal by its status', () => {
    const fr = contactFormText('fr', contactFormMessages('fr'));
    const invalid = { status: 'invalid' as const, values, errors: { subject: 'Subject is required' } };
    expect(fr.localizedOutcome(invalid, 422)).toEqual({ ...invalid, errors: { subject: 'Le champ « Objet » est obligatoire' } });
    expect(fr.localizedOutcome({ ...invalid, errors: {}, detail: 'Too many enquiries from your address' }, 429)).toMatchObject({
      detail: 'Trop de demandes envoyées depuis votre adresse : réessayez plus tard ou appelez-nous.',
    });
    // A problem the schema cannot find again (a control character) keeps the server's words.
    expect(
      fr.localizedOutcome({ ...invalid, values: { ...values, subject: 'ok' }, errors: { subject: 'subject must not contain control characters' } }, 422),
    ).toMatchObject({
      errors: { subject: 'subject must not contain control characters' },
    });
    expect(fr.localizedOutcome({ status: 'sent' }, 200)).toEqual({ status: 'sent' });
    const en = contactFormText('en', contactFormMessages('en'));
    expect(en.localizedOutcome(invalid, 422)).toEqual(invalid);
  });
});

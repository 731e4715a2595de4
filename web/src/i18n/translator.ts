import { createTranslator } from 'use-intl/core';
import compile from 'icu-minify/compile';
import { languageTags, type Locale } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';
import type { CompiledMessages } from './island-translator';
import { messagesEn, type Messages, type Namespace } from './messages.en';
import { messagesFr } from './messages.fr';

/**
 * Server side of the interface texts (docs/web.md, "Languages"): both catalogues, for the
 * server's render only. Islands never import this module: they get their namespace,
 * precompiled, as a prop (`islandMessages`), so a page's script carries one language only.
 */
const catalogues: Record<Locale, Messages> = { en: messagesEn, fr: messagesFr as unknown as Messages };

/** The office's zone: dates read the same on the server and in every visitor's browser. */
const siteTimeZone = 'America/Toronto';

const translate = (locale: Locale) => createTranslator({ locale: languageTags[locale], messages: catalogues[locale], timeZone: siteTimeZone });
export type Translate = ReturnType<typeof translate>;

const translators = new Map<Locale, Translate>();

/** The ICU translator of `locale` (`t('header.call', { phone })`), typed on the English catalogue's keys and arguments. */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translate(locale)));
  return t;
}

/** The page's translator, from its address (server-rendered components, never an island). */
export const useTranslator = (): Translate => translator(useLocale());

const compiled = new Map<string, unknown>();

/** `namespace` of `locale`'s catalogue, each message precompiled for `islandTranslator` (a prop of an island). */
export function islandMessages<N extends Namespace>(locale: Locale, namespace: N): CompiledMessages<N> {
  const key = `${locale}:${namespace}`;
  let found = compiled.get(key) as CompiledMessages<N> | undefined;
  if (!found) {
    const messages = catalogues[locale][namespace] as Record<string, string>;
    found = Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, compile(m)])) as CompiledMessages<N>;
    compiled.set(key, found);
  }
  return found;
}

/** The contact form's messages in `locale`, for its island's props or the server's answer to a posted form (i18n/contact-form-messages.ts). */
export const contactFormMessages = (locale: Locale) => islandMessages(locale, 'contactForm');

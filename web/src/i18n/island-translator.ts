import format, { type CompiledMessage } from 'icu-minify/format';
import { languageTags, type Locale } from '~/lib/locale';
import type { MessageArgs } from './catalogue';
import type { Messages, Namespace } from './messages.en';

/** One namespace of a catalogue, precompiled on the server (i18n/translator.ts `islandMessages`). */
export type CompiledMessages<N extends Namespace> = { readonly [K in keyof Messages[N]]: CompiledMessage };

type Key<N extends Namespace> = keyof Messages[N] & string;

export type IslandTranslate<N extends Namespace> = <K extends Key<N>>(key: K, ...args: MessageArgs<Messages[N][K]>) => string;

const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    let found = cache.get(key);
    if (found === undefined) cache.set(key, (found = make(...args)));
    return found;
  };
};

const formatters = {
  getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getNumberFormat: memo((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/**
 * An island's translator: formats the precompiled messages its props carry with icu-minify's
 * formatter (under 1 KB; no ICU parser in the browser), keys and arguments typed on the
 * English catalogue. Browser-safe: it imports no catalogue.
 */
export function islandTranslator<N extends Namespace>(locale: Locale, messages: CompiledMessages<N>): IslandTranslate<N> {
  const tag = languageTags[locale];
  return (key, ...args) => {
    const out = format(messages[key], tag, args[0] as Record<string, string | number> | undefined, { formatters, timeZone: 'America/Toronto' });
    return Array.isArray(out) ? out.join('') : String(out);
  };
}

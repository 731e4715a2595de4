import type { ICUArgs } from 'use-intl/core';
import type { Translation } from '~/lib/locale';
import type { Messages } from './messages.en';

/** The ICU arguments a message takes (`'Call {phone}'` -> `{ phone: string }`). */
type MessageValues<S extends string> = ICUArgs<S, { ICUArgument: string | number; ICUNumberArgument: number; ICUDateArgument: Date }>;

/** The argument list of a message: none, or one object of its values. */
export type MessageArgs<S> = S extends string ? (keyof MessageValues<S> extends never ? [] : [values: MessageValues<S>]) : never;

type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

/**
 * The key paths of `F` whose message takes other ICU arguments than the English one, or that
 * the English catalogue does not have (`never` when the two agree).
 */
export type IcuMismatch<E, F, P extends string = ''> =
  | {
      [K in keyof E & string]: K extends keyof F
        ? E[K] extends string
          ? F[K] extends string
            ? SameKeys<MessageValues<E[K]>, MessageValues<F[K]>> extends true
              ? never
              : `${P}${K}`
            : `${P}${K}`
          : IcuMismatch<E[K], F[K], `${P}${K}.`>
        : `${P}${K}`;
    }[keyof E & string]
  | `${P}${Exclude<keyof F & string, keyof E>}`;

/** What a translation of the catalogue must be: every key of the English one, each a string. */
export type Catalogue = Translation<Messages>;

/**
 * A translated catalogue, checked against the English one by the type checker: a missing key
 * (the `Catalogue` constraint), an extra key, or a message with other ICU arguments fails, and
 * the error names the key.
 */
export function translatedCatalogue<const F extends Catalogue>(
  messages: F & ([IcuMismatch<Messages, F>] extends [never] ? unknown : { 'ICU arguments or keys differ from messages.en.ts at': IcuMismatch<Messages, F> }),
): F {
  return messages;
}

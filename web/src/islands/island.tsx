import type { ComponentType } from 'react';
import { islandMessages } from '~/i18n/translator';
import { useLocale } from '~/lib/use-locale';
import { islandNamespaces, type IslandName } from './island-names';

/** What every island gets besides its own props (added by `Island`): the page's language and its namespace of the catalogue. */
type IslandLanguage = 'locale' | 'messages';

/**
 * Server side of an island: the component rendered to HTML inside a `display: contents`
 * wrapper that names it and carries its props as JSON. The browser's entry
 * (`islands/client.tsx`, started after the page's `load` event by `IslandsLoader` in
 * islands/assets.tsx) finds the wrapper and hydrates the same component with the same props;
 * nothing outside an island is hydrated. The page's language (`locale`) and the island's
 * messages in it (`messages`, i18n/island-translator.ts) are added here: callers pass the rest.
 */
export function Island<N extends IslandName, P extends object>({
  name,
  component: Component,
  props,
}: {
  name: N;
  component: ComponentType<P>;
  props: Omit<P, IslandLanguage>;
}) {
  const locale = useLocale();
  const namespace = islandNamespaces[name];
  const all = { ...props, locale, messages: namespace ? islandMessages(locale, namespace) : null } as unknown as P;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(all)}>
      <Component {...all} />
    </div>
  );
}

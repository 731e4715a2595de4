import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/**
 * Server side of an island: the component rendered to HTML inside a `display: contents`
 * wrapper that names it and carries its props as JSON. The browser's entry
 * (`islands/client.tsx`, started after the page's `load` event by `IslandsLoader` in
 * islands/assets.tsx) finds the wrapper and hydrates the same component with the same props;
 * nothing outside an island is hydrated.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}

import type { ComponentType } from 'react';
import { preinitModule, preloadModule } from 'react-dom';
import { useIslandAssets } from './assets';
import type { IslandName } from './island-names';

/**
 * Server side of an island: the component rendered to HTML inside a `display: contents`
 * wrapper that names it and carries its props, and the scripts that will hydrate it (React
 * hoists these tags into the head, once per page). The browser's entry
 * (`islands/client.tsx`) finds the wrapper and hydrates the same component with the same
 * props; nothing outside an island is hydrated.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  const assets = useIslandAssets();
  if (assets) {
    preinitModule(assets.entry, { as: 'script' });
    for (const href of [...assets.imports, ...(assets.chunks[name] ?? [])]) preloadModule(href, { as: 'script' });
  }
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}

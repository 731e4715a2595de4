import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import { pageTemplateOf } from './page-template';

/** Where the islands' entry script is (from the islands build's manifest); the server renders its loader. */
export interface IslandAssets {
  entry: string;
  /** This response's CSP nonce, for the loader's inline script. */
  nonce?: string;
}

export const IslandAssetsContext = createContext<IslandAssets | null>(null);

const useIslandAssets = () => useContext(IslandAssetsContext);

/**
 * Starts the islands once the page has loaded (the `load` event): their scripts never compete
 * with the page's own requests, so the largest paint is the script-free page's. Until then
 * every island works as the server rendered it (menus on hover and `<details>`, the contact
 * form posting to its page, counters at their final figures), and what a visitor typed
 * meanwhile is kept (islands/client.tsx).
 */
export function IslandsLoader() {
  const assets = useIslandAssets();
  // The page's template, for the real-user vitals reporter (islands/vitals-loader.ts).
  const template = pageTemplateOf(useMatches().at(-1)?.id);
  if (!assets) return null;
  const code = `(function(){var go=function(){import(${JSON.stringify(assets.entry)})};if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})()`;
  return <script nonce={assets.nonce} data-page-template={template} dangerouslySetInnerHTML={{ __html: code }} />;
}

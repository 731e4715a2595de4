import { createContext, useContext } from 'react';
import type { IslandName } from './island-names';

/**
 * Where the islands' scripts are (from the islands build's manifest): the entry, the modules
 * it imports at once, and per island the chunks it loads. The server renders the tags.
 */
export interface IslandAssets {
  entry: string;
  imports: string[];
  chunks: Partial<Record<IslandName, string[]>>;
}

export const IslandAssetsContext = createContext<IslandAssets | null>(null);

export const useIslandAssets = () => useContext(IslandAssetsContext);

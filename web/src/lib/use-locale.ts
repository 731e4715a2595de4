import { useLocation } from 'react-router';
import { localeOfPath, type Locale } from './locale';

/** The language of the page being rendered, from its address (docs/web.md, "Languages"). */
export const useLocale = (): Locale => localeOfPath(useLocation().pathname);

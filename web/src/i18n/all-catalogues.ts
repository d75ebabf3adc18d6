import type { Catalogue } from './messages';

/** Where every catalogue is, by `./locales/<language>/<namespace>.ts`. */
export const catalogues = import.meta.glob<{ default: Catalogue }>('./locales/*/*.ts');

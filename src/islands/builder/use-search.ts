// The builder's name search (model/name-search.ts: heroes and cards by any of their names), fetched
// when a search first opens (a seat's hero, the card picker, the 3v3 draft), not with the page. Until
// it is there a search says so; what was typed meanwhile is searched when it comes.
import { useEffect, useState } from 'preact/hooks';

export type NameSearch = typeof import('./model/name-search.ts');
/** The search, or where its fetch is. */
export type SearchState = NameSearch | 'loading' | 'failed';

let pending: Promise<NameSearch> | null = null;
let loaded: NameSearch | null = null; // once fetched, a search opens with it at once

/** Fetches the search once (a failed fetch is tried again the next time a search opens). */
export function loadSearch(): Promise<NameSearch> {
  pending ??= import('./later-code.ts').then((m) => (loaded = m), (e: unknown) => { pending = null; throw e; });
  return pending;
}

/** The search for a component that shows one: fetched when it mounts. */
export function useSearch(): SearchState {
  const [state, setState] = useState<SearchState>(() => loaded ?? 'loading');
  useEffect(() => { if (!loaded) void loadSearch().then(setState, () => setState('failed')); }, []);
  return state;
}

/** What a search shows while its code is fetched, or when it could not be. */
export function searchNote(state: SearchState, what: string): string | null {
  return state === 'loading' ? `Loading the ${what} names…` : state === 'failed' ? `The ${what} search could not be loaded; close it and open it again.` : null;
}

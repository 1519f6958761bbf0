// A module the sandbox loads on demand, once: `load` starts the import (a failed load is tried again
// the next time), `get` is the module once it is there. The importer must be a literal
// `() => import('./x.ts')`, so that the bundler sees the chunk.
export interface OnDemand<M> {
  readonly load: () => Promise<M>;
  readonly get: () => M | null;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load: () => {
      if (!loading) {
        loading = importer().then((m) => (loaded = m));
        loading.catch(() => { loading = null; });
      }
      return loading;
    },
    get: () => loaded,
  };
}

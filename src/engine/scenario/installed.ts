// A part of the scenario loader that the browser loads on demand and Node installs at once (the
// loader's words: say.ts; the code that reads script lines: script-code.ts; the reading of a 3v3
// table: mode-setup.ts, installed by the builder's 3v3 part): installed once, read with `get`, which
// throws the part's own error while it is not there. `installed` adds `load`, whose importer is a
// literal import() in the part's module so that the bundler sees the chunk; a part that another
// chunk installs when it loads (the 3v3 reading) is a `slot`.
export interface Slot<T> {
  readonly install: (value: T) => void;
  readonly loaded: () => boolean;
  readonly get: () => T;
}

export interface Installed<T> extends Slot<T> {
  readonly load: () => Promise<void>;
}

export function slot<T>(missing: () => Error): Slot<T> {
  let value: T | null = null;
  return {
    install: (v) => { value = v; },
    loaded: () => value !== null,
    get: () => {
      if (value === null) throw missing();
      return value;
    },
  };
}

export function installed<T>(missing: () => Error, importer: () => Promise<T>): Installed<T> {
  const s = slot<T>(missing);
  return { ...s, load: async () => { if (!s.loaded()) s.install(await importer()); } };
}

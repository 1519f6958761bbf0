// A part of the scenario loader that the browser loads on demand and Node installs at once (the
// loader's words: say.ts; the code that reads script lines: script-code.ts): installed once, read
// with `get`, which throws the part's own error while it is not there, and loaded by `load`, whose
// importer is a literal import() in the part's module so that the bundler sees the chunk.
export interface Installed<T> {
  readonly install: (value: T) => void;
  readonly loaded: () => boolean;
  readonly get: () => T;
  readonly load: () => Promise<void>;
}

export function installed<T>(missing: () => Error, importer: () => Promise<T>): Installed<T> {
  let value: T | null = null;
  return {
    install: (v) => { value = v; },
    loaded: () => value !== null,
    get: () => {
      if (value === null) throw missing();
      return value;
    },
    load: async () => { value ??= await importer(); },
  };
}

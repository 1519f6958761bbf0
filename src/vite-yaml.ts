// A Vite plugin that turns `import data from './x.yaml'` into the parsed value, so rules content
// and scenarios written in YAML are read the same way by Astro, Vitest and the engine.
import { parse } from 'yaml';
import type { Plugin } from 'vite';

export function yamlPlugin(): Plugin {
  return {
    name: 'sanguosha-yaml',
    transform(code, id) {
      if (!/\.ya?ml$/.test(id)) return null;
      return { code: `export default ${JSON.stringify(parse(code))};`, map: null };
    },
  };
}

// What the builder page loads when a YAML file is imported or exported (one chunk): the YAML reader
// and writer, and playing a table to its end for the observed outcome (the export's expect block).
export { playLoading } from './model/play.ts';
export { observe } from './model/observe.ts';
export { exportYaml, importYaml } from './model/yaml.ts';

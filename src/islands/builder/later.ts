// What the builder page loads on demand, as one chunk (not needed to show, edit or play a table):
// the YAML reader and writer, the observed outcome and the report. Playing stays a static import:
// the engine it runs is the one the table's check loads, and splitting it would cut the engine chunk
// that the scenario pages' live rules share in two (scripts/budget.mjs).
export { playShared, rulesFor } from './model/play.ts';
export { observe } from './model/observe.ts';
export { reportText } from './model/report.ts';
export { exportYaml, importYaml } from './model/yaml.ts';

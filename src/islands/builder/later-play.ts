// What the builder page loads when a table is played (one chunk, with the Sandbox island and the
// table's rule chunks): the scenario runner and the sandbox props it makes (play.ts). An empty
// builder shows, edits and checks a table without it.
export { follow, loadClauses, playData, stepsAndClauses, TABLE_ID } from './play.ts';

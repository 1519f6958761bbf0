// What the builder page loads when a report is copied (one chunk): the report's writer. The steps
// and the clauses it cites come from the played table (later-play.ts), loaded already while playing.
export { reportText } from './model/report.ts';

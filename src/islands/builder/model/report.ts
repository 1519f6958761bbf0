// A shared table as plain text / Markdown for a chat or a forum.
import type { ReportClause, Shared } from './types.ts';

export interface ReportInput {
  readonly url: string;
  readonly shared: Shared;
  readonly steps: readonly string[];
  readonly clauses: readonly ReportClause[];
}

export function reportText(input: ReportInput): string {
  return input.url;
}

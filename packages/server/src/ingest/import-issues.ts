/** Why a row was repaired or left out without failing the import (counted per category in the summary). */
export type WarningCategory =
  | 'price missing or not positive'
  | 'high, low and close inconsistent'
  | 'open outside low-high'
  | 'exact duplicate'
  | 'turnover unusable'
  | 'security incomplete'
  | 'action without book closure'
  | 'not a price adjustment';

/** A problem on one line of one file; line 0 is the file as a whole. */
export interface Issue {
  file: string;
  line: number;
  message: string;
}

export interface Warning extends Issue {
  category: WarningCategory;
}

/** `file:line: message`, the form every error and warning is printed in. */
export function formatIssue(issue: Issue): string {
  return issue.line > 0 ? `${issue.file}:${issue.line}: ${issue.message}` : `${issue.file}: ${issue.message}`;
}

/** Errors (rows that cannot be used) and warnings (rows repaired or left out) of one import run. */
export class IssueLog {
  readonly errors: Issue[] = [];
  readonly warnings: Warning[] = [];

  error(file: string, line: number, message: string): void {
    this.errors.push({ file, line, message });
  }

  warn(file: string, line: number, category: WarningCategory, message: string): void {
    this.warnings.push({ file, line, category, message });
  }
}

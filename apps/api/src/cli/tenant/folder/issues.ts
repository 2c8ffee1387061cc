import type { z } from 'zod';

/** A problem of a tenant folder, reported as `file: where: message`. */
export interface FolderIssue {
  file: string;
  /** The field, or the CSV line and column. */
  where?: string;
  message: string;
}

export const formatIssue = (i: FolderIssue) => `${i.file}${i.where ? `: ${i.where}` : ''}: ${i.message}`;

export class FolderInvalid extends Error {
  constructor(readonly issues: FolderIssue[]) {
    super(
      `The folder has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  }
}

const words: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list […]',
  object: 'an object {…}',
};

/** zod's wording for a size limit, in plain words. */
function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const plural = (n: unknown) => (Number(n) === 1 ? '' : 's');
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return 'must not be empty';
    if (issue.origin === 'array') return `needs at least ${issue.minimum} item${plural(issue.minimum)}`;
    return `must be at least ${issue.minimum}`;
  }
  if (issue.origin === 'string') return `is longer than ${issue.maximum} characters`;
  if (issue.origin === 'array') return `has more than ${issue.maximum} items`;
  return `must be at most ${issue.maximum}`;
}

/** zod's issues as "field: message" in plain words; a union reports the branch that was meant. */
export function explain(
  issues: z.core.$ZodIssue[],
  base: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union') {
      // The branches that failed for more than the value's type are the ones the author meant.
      const meant = issue.errors.filter(
        (branch) =>
          !(branch.length === 1 && branch[0]!.path.length === 0 && branch[0]!.code === 'invalid_type'),
      );
      if (meant.length === 1 && !issue.message.startsWith('is required')) return explain(meant[0]!, path);
      // A discriminated union names the values it expected: "… Expected 'h2' | 'p' | 'ul'".
      const expected = /Expected (.+)$/.exec(issue.message)?.[1];
      if (expected) return [{ path, message: `must be one of ${expected.split(' | ').join(', ')}` }];
      return [{ path, message: issue.message }];
    }
    // zod's own wording is replaced; messages written in schema.ts are kept.
    if (!/^(Invalid|Too (big|small)|Unrecognized)/.test(issue.message))
      return [{ path, message: issue.message }];
    switch (issue.code) {
      case 'invalid_type':
        return [{ path, message: `must be ${words[issue.expected] ?? issue.expected}` }];
      case 'too_small':
      case 'too_big':
        return [{ path, message: sizeMessage(issue) }];
      case 'invalid_value':
        return [{ path, message: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` }];
      case 'unrecognized_keys':
        return [
          {
            path,
            message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
          },
        ];
      default:
        return [{ path, message: issue.message }];
    }
  });
}

/** A zod path as a field name: `banners[2].title`. */
export const fieldPath = (path: PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');

/** Missing fields read "is required" rather than zod's type message. */
export const required = {
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : undefined),
};

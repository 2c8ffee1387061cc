import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { CsvError, parseCsv } from '../../../lib/csv.ts';
import { explain, fieldPath, required, type FolderIssue } from './issues.ts';

/** A checked row of a catalogue table, with how to name one of its fields in a message. */
export interface TableRow<T> {
  row: T;
  file: string;
  /** "line 4, column price" in a CSV file, "[3].price" in a JSON one. */
  field: (name: string) => string;
}

/**
 * Reads the files of one tenant folder and collects their problems: every reader of a part of
 * the folder (tenant.ts, content.ts, catalog.ts) records problems here rather than stopping, so
 * that all of them are reported together. It also remembers which file and field named each
 * image, for the message when that image is missing or bad.
 */
export class FolderReader {
  readonly issues: FolderIssue[] = [];
  /** Image file name → the first file and field that named it, in the order they were named. */
  readonly imageRefs = new Map<string, string>();

  constructor(readonly dir: string) {}

  problem(file: string, message: string, where?: string) {
    this.issues.push({ file, message, ...(where ? { where } : {}) });
  }

  has(file: string) {
    return existsSync(join(this.dir, file));
  }

  read(file: string): Buffer {
    return readFileSync(join(this.dir, file));
  }

  /** The `.json` files of a sub-folder, sorted by name. */
  jsonFiles(folder: string): string[] {
    if (!this.has(folder)) return [];
    return readdirSync(join(this.dir, folder))
      .filter((file) => file.endsWith('.json'))
      .sort();
  }

  /** Records an image named by `by` (e.g. "home.json banners[0].image"); returns the name or null. */
  useImage(name: string | undefined, by: string): string | null {
    if (name && !this.imageRefs.has(name)) this.imageRefs.set(name, by);
    return name ?? null;
  }

  /** The parsed content of a JSON file, or undefined (with the problem recorded). */
  readJson(file: string): unknown {
    try {
      return JSON.parse(readFileSync(join(this.dir, file), 'utf8'));
    } catch (error) {
      this.problem(file, `is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
  }

  /** A JSON file checked against its schema, or undefined (with its problems recorded). */
  json<S extends z.ZodType>(file: string, schema: S, optional = false): z.output<S> | undefined {
    if (!this.has(file)) {
      if (!optional) this.problem(file, 'is missing');
      return undefined;
    }
    const data = this.readJson(file);
    if (data === undefined) return undefined;
    const parsed = schema.safeParse(data, required);
    if (parsed.success) return parsed.data;
    for (const { path, message } of explain(parsed.error.issues))
      this.problem(file, message, fieldPath(path) || undefined);
    return undefined;
  }

  /** Rows of a catalogue table from catalog/<name>.csv or catalog/<name>.json, each checked against `schema`. */
  table<S extends z.ZodObject>(name: string, schema: S, optional = false): TableRow<z.output<S>>[] {
    const csv = `catalog/${name}.csv`;
    const jsonFile = `catalog/${name}.json`;
    if (this.has(csv) && this.has(jsonFile)) {
      this.problem(`catalog/${name}`, `give either ${name}.csv or ${name}.json, not both`);
      return [];
    }
    const rows: TableRow<z.output<S>>[] = [];
    const check = (file: string, data: unknown, where: (path: PropertyKey[]) => string) => {
      const parsed = schema.safeParse(data, required);
      if (parsed.success) rows.push({ row: parsed.data, file, field: (field) => where([field]) });
      else
        for (const { path, message } of explain(parsed.error.issues))
          this.problem(file, message, where(path));
    };
    if (this.has(csv)) this.csvRows(csv, Object.keys(schema.shape), check);
    else if (this.has(jsonFile)) {
      const data = this.readJson(jsonFile);
      if (data === undefined) return [];
      if (!Array.isArray(data)) {
        this.problem(jsonFile, 'must be a list […] of objects');
        return [];
      }
      data.forEach((item, i) => check(jsonFile, item, (path) => fieldPath([i, ...path])));
    } else if (!optional) {
      this.problem(csv, `is missing (or give ${name}.json)`);
    }
    return rows;
  }

  /** Each record of a CSV file passed to `check`; a misspelt column is reported once, at the header. */
  private csvRows(
    csv: string,
    known: string[],
    check: (file: string, data: unknown, where: (path: PropertyKey[]) => string) => void,
  ) {
    let columns: string[];
    let records;
    try {
      ({ columns, records } = parseCsv(readFileSync(join(this.dir, csv), 'utf8')));
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      this.problem(csv, error.message, `line ${error.line}`);
      return;
    }
    const unknown = columns.filter((c) => !known.includes(c));
    if (unknown.length > 0) {
      this.problem(
        csv,
        `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}; the columns are ${known.join(', ')}`,
        'line 1',
      );
    }
    for (const { line, cells } of records) {
      // The misspelt column's cells are left out of the rows.
      for (const column of unknown) delete cells[column];
      check(csv, cells, (path) =>
        path.length ? `line ${line}, column ${String(path[0])}${fieldPath(path.slice(1))}` : `line ${line}`,
      );
    }
  }
}

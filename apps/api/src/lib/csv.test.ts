import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and numbers records by their first line', () => {
    const text =
      '\uFEFFslug,title,description\r\na,"Hello, world","She said ""hi""\r\n\r\nagain"\r\n\r\nb,Plain,\n';
    expect(parseCsv(text)).toEqual({
      columns: ['slug', 'title', 'description'],
      records: [
        { line: 2, cells: { slug: 'a', title: 'Hello, world', description: 'She said "hi"\r\n\r\nagain' } },
        // Empty cells are left out, so optional columns may stay empty.
        { line: 6, cells: { slug: 'b', title: 'Plain' } },
      ],
    });
  });

  it('reports the line of a broken record', () => {
    const error = (text: string) => {
      try {
        parseCsv(text);
      } catch (e) {
        expect(e).toBeInstanceOf(CsvError);
        return `${(e as CsvError).line}: ${(e as Error).message}`;
      }
      throw new Error('parsed');
    };
    expect(error('a,b\n1,2\n"open,3\n')).toBe('3: a quoted field is never closed');
    expect(error('a,b\n1,2,3\n')).toBe('2: 3 fields, but the header names 2 columns');
    expect(error('a,a\n')).toBe('1: column "a" appears twice in the header');
    expect(error('a,b\n"x"y,2\n')).toMatch(/^2: text follows a closing quote/);
    expect(error('')).toBe('1: the file is empty; the first line names the columns');
  });
});

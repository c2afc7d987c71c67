import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, CsvSyntaxError, detectDelimiter, parseCsv, parseCsvLines, unguardCell } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"Bench Press (Barbell)","x, y","dit ""bien"""\r\n"ligne 1\nligne 2",,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['Bench Press (Barbell)', 'x, y', 'dit "bien"'],
      ['ligne 1\nligne 2', '', '3'],
    ]);
  });

  it('accepts a BOM, LF, CR, no final line end, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n1,2\r\r\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('keeps empty cells, leading and trailing, and a line holding only ""', () => {
    expect(parseCsv(',a,\n""\n,,')).toEqual([['', 'a', ''], [''], ['', '', '']]);
  });

  it('is lenient with a stray quote inside an unquoted field', () => {
    expect(parseCsv('5\'10",x\n"a"b,c')).toEqual([['5\'10"', 'x'], ['ab', 'c']]);
  });

  it('reads semicolon and tab files', () => {
    expect(parseCsv('a;"b;c"\n1;2', ';')).toEqual([['a', 'b;c'], ['1', '2']]);
    expect(parseCsv('a\tb\n1\t2', '\t')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('reports the line where an unclosed quote opens', () => {
    let caught: unknown;
    try {
      parseCsv('a,b\n1,2\n"open,3\n4,5');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CsvSyntaxError);
    expect((caught as CsvSyntaxError).line).toBe(3);
  });
});

describe('detectDelimiter', () => {
  it('counts separators in the header line, outside quotes', () => {
    expect(detectDelimiter('Date;Workout Name;"Exercise, Name";Set Order\n1,2,3,4,5,6')).toBe(';');
    expect(detectDelimiter('\uFEFF"title","start_time","end;time"\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('alone')).toBe(',');
  });
});

describe('csvCell and csvDocument', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3+cmd|\' /C calc\'!A0', "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['=HYPERLINK("https://evil.example","x")', '"\'=HYPERLINK(""https://evil.example"",""x"")"'],
  ])('neutralises formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers and ordinary text alone, quotes what needs it', () => {
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Développé couché')).toBe('Développé couché');
    expect(csvCell('Squat, barre')).toBe('"Squat, barre"');
    expect(csvCell(' espace')).toBe('" espace"');
  });

  it('writes a file the parser reads back to the same values', () => {
    const rows = [['Squat, "lourd"', 102.5, '- bien', '', 'a\nb']];
    const text = csvDocument(['nom', 'kg', 'note', 'vide', 'lignes'], rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row] = parseCsv(text);
    expect(header).toEqual(['nom', 'kg', 'note', 'vide', 'lignes']);
    expect(row!.map(unguardCell)).toEqual(['Squat, "lourd"', '102.5', '- bien', '', 'a\nb']);
  });
});

describe('parseCsvLines', () => {
  it('tells the line each row starts on, past blank lines and quoted line breaks', () => {
    expect(parseCsvLines('a,b\r\n\r\n"x\ny",1\n2,3\n').map((row) => row.line)).toEqual([1, 3, 5]);
  });
});

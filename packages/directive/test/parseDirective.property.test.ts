import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { parseDirective, templateReferences, type Binding, type DirectiveIssue } from '../src/index.js';

/** Lines as the parser numbers them: `\r\n`, `\r` and `\n` each end a line. */
const linesOf = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** Every issue points at a character that exists in the text. */
function pointsInside(text: string, issues: readonly DirectiveIssue[]): boolean {
  const lines = linesOf(text);
  return issues.every(({ line, column }) => {
    const lineText = lines[line - 1];
    return lineText !== undefined && Number.isInteger(column) && column >= 1 && column <= lineText.length;
  });
}

// Pieces of the syntax, so random texts hit directives, templates, quotes and continuations often.
const syntaxPiece = fc.constantFrom(
  '#lookup', '#caller_lookup', '#lokup', '#', '\\#', ' ', '\t', '\n', '\r\n', '\r', '{{', '}}', '{', '"', "'", '\\',
  '=', 'a', 'tool', 'call.', 'caller', 'x_1', '.', '1', 'é', '😀', 'constructor',
);
const directiveLikeText = fc.array(fc.oneof(syntaxPiece, fc.string({ maxLength: 3 })), { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), directiveLikeText);

describe('parseDirective on any text', () => {
  test('never throws, and every issue points inside the text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = parseDirective(text);
        expect(pointsInside(text, result.issues)).toBe(true);
        expect(pointsInside(text, templateReferences(text).issues)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  test('a text with no line starting with # or \\# comes back unchanged and without issues', () => {
    const plainLine = fc.string({ maxLength: 40 }).filter((line) => !/^[ \t]*\\?#/.test(line) && !/[\r\n]/.test(line));
    fc.assert(
      fc.property(fc.array(plainLine, { maxLength: 6 }), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        const text = lines.join(eol);
        expect(parseDirective(text)).toEqual({ directive: null, issues: [], text });
      }),
    );
  });
});

describe('a very long node text is read, never thrown at', () => {
  // Every mistake is reported, so a long enough text has more issues than a function call may take as arguments.
  test.each<[string, string, string, number]>([
    ['150,000 stray = signs', `#lookup t ${'= '.repeat(150_000)}`, 'unexpected_token', 150_000],
    ['150,000 parameters given twice', `#lookup t ${'a=1 '.repeat(150_001)}`, 'duplicate_parameter', 150_000],
    ['150,000 unknown escapes in one quoted value', `#lookup t a="${'\\q'.repeat(150_000)}"`, 'invalid_escape', 150_000],
    ['150,000 lines of #lookup', '#lookup t\n'.repeat(150_001), 'multiple_directives', 150_000],
  ])('%s', (_name, text, code, count) => {
    const { directive, issues } = parseDirective(text);
    expect(directive?.kind).toBe('lookup');
    expect(issues.filter((issue) => issue.code === code)).toHaveLength(count);
  });
});

describe('a written #lookup reads back as the same directive', () => {
  const identifier = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
  const binding: fc.Arbitrary<Binding> = fc.oneof(
    identifier.map((name): Binding => ({ kind: 'variable', name })),
    fc.constantFrom<Binding>(
      { kind: 'context', name: 'caller' },
      { kind: 'context', name: 'called' },
      { kind: 'context', name: 'call_id' },
      { kind: 'context', name: 'started_at' },
    ),
    fc.string({ maxLength: 12 }).filter((value) => !/[\r\n]/.test(value)).map((value): Binding => ({ kind: 'literal', value })),
  );
  const contextField = { caller: 'caller', called: 'called', call_id: 'id', started_at: 'started_at' } as const;
  const written = (value: Binding): string => {
    if (value.kind === 'variable') return `{{${value.name}}}`;
    if (value.kind === 'context') return `{{call.${contextField[value.name]}}}`;
    return `"${value.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t')}"`;
  };

  test('for any tool, arguments and line breaks', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        fc.uniqueArray(fc.tuple(identifier, binding), { selector: ([param]) => param, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (tool, args, breaks) => {
          const parts = args.map(([param, value], index) => `${breaks[index] ? ' \\\n  ' : ' '}${param}=${written(value)}`);
          const text = `Before.\n#lookup ${tool}${parts.join('')}\nAfter.`;
          const result = parseDirective(text);
          expect(result.issues).toEqual([]);
          expect(result.text).toBe('Before.\nAfter.');
          expect(result.directive?.kind === 'lookup' ? result.directive.tool : undefined).toBe(tool);
          expect(result.directive?.kind === 'lookup' ? result.directive.args.map(({ param, binding: b }) => [param, b]) : []).toEqual(args);
        },
      ),
    );
  });
});

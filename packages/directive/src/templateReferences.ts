/** Every `{{...}}` in a text, for validators that check each referenced variable exists, and the slips in writing one. */
import { directiveIssue } from './messages.js';
import { sourceLines } from './sourceLines.js';
import { templateName } from './templateName.js';
import { templateClose } from './tokenize.js';
import type { DirectiveIssue } from './types.js';

export interface TemplateReference {
  /** The trimmed name inside the braces: `caller_name`, `customer.City`, `call.caller`. */
  name: string;
  /** 1-based position of the opening `{{`. */
  line: number;
  column: number;
  /**
   * The formatter after a `|` (`{{customer.Account ID | digits}}`), trimmed, with the 1-based place of its first
   * character (of the `|` when it is blank); which names are formatters is the flow runtime's to say.
   */
  format?: { name: string; line: number; column: number };
}

/** How many `}` follow a template's closing `}}` at `after`: a typo for its closing, which the runtime never says. */
function extraClosingBraces(text: string, after: number): number {
  let end = after;
  while (text[end] === '}') end += 1;
  return end - after;
}

/** The formatter written after the `|` at `bar` of a template's inside, which starts at `insideColumn`. */
function formatAfter(inside: string, bar: number, line: number, insideColumn: number): { name: string; line: number; column: number } {
  const after = inside.slice(bar + 1);
  const name = after.trim();
  const column = insideColumn + bar + (name === '' ? 0 : 1 + after.length - after.trimStart().length);
  return { name, line, column };
}

/**
 * Find every template reference in prose; templates do not span lines and do not nest.
 * Call it on `parseDirective(text).text`: the directive's own quoted literals are not templates.
 * @example templateReferences('Hello {{caller_name}}, from {{call.called}}')
 * // { refs: [{ name: 'caller_name', line: 1, column: 7 }, { name: 'call.called', line: 1, column: 29 }], issues: [] }
 */
export function templateReferences(text: string): { refs: TemplateReference[]; issues: DirectiveIssue[] } {
  const refs: TemplateReference[] = [];
  const issues: DirectiveIssue[] = [];
  for (const line of sourceLines(text)) {
    let open = line.text.indexOf('{{');
    while (open !== -1) {
      const close = templateClose(line.text, open);
      if (close === -1) {
        const nextOpen = line.text.indexOf('{{', open + 2);
        const found = line.text.slice(open, nextOpen === -1 ? undefined : nextOpen).trimEnd();
        issues.push(directiveIssue('unterminated_template', line.number, open + 1, { found }));
        open = nextOpen;
        continue;
      }
      // A `|` parts the reference from its formatter: no template name holds one (a header's `|` is named without it).
      const inside = line.text.slice(open + 2, close);
      const bar = inside.indexOf('|');
      const outcome = templateName(bar === -1 ? inside : inside.slice(0, bar), line.number, open + 1);
      if (outcome.ok) refs.push({ name: outcome.name, line: line.number, column: open + 1, ...(bar === -1 ? {} : { format: formatAfter(inside, bar, line.number, open + 3) }) });
      else issues.push(outcome.issue);
      const extra = extraClosingBraces(line.text, close + 2);
      if (extra > 0) {
        const written = line.text.slice(open, close + 2);
        issues.push({
          ...directiveIssue('extra_closing_brace', line.number, close + 3, { found: `${written}${'}'.repeat(extra)}`, extra: extra === 1 ? 'one brace' : `${extra} braces`, value: written }),
          severity: 'warning',
        });
      }
      open = line.text.indexOf('{{', close + 2);
    }
  }
  return { refs, issues };
}

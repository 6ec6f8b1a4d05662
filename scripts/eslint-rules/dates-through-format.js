// @ts-check
/**
 * ESLint rule `starline/dates-through-format`: a date is written for people only through
 * src/shared/format.ts, which writes every one in India's time (issue 18: screens that used the
 * reader's zone, or UTC, showed anything received between 00:00 and 05:30 in India as the day
 * before). Refused elsewhere:
 * - `Intl.DateTimeFormat`;
 * - `toLocaleString`, `toLocaleDateString` and `toLocaleTimeString` on a Date (the reader's zone
 *   unless told otherwise). A number's `toLocaleString` (Indian digit grouping) is fine: the
 *   type checker tells them apart; without types (a .js file) the two Date-only methods are
 *   refused on anything.
 */

const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);
const DATE_ONLY_METHODS = new Set(['toLocaleDateString', 'toLocaleTimeString']);

/** @type {import('eslint').Rule.RuleModule} */
export const datesThroughFormat = {
  meta: {
    type: 'problem',
    docs: { description: "Dates are written for people only through src/shared/format.ts, in India's time" },
    schema: [],
    messages: {
      intl: "Write dates with src/shared/format.ts (formatDate, formatIndianTime, indianDay): it writes them in India's time.",
      locale:
        "`{{method}}` writes a date in the reader's zone: use src/shared/format.ts (formatDate, formatIndianTime), which writes it in India's time.",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const typed = Boolean(services?.program && services.getTypeAtLocation);

    /** Whether the checker says `node` is a Date (or may be one); null without type information. */
    function isDate(node) {
      if (!typed) return null;
      const type = services.getTypeAtLocation(node);
      const members = type.isUnion() ? type.types : [type];
      return members.some((member) => (member.getSymbol() ?? member.aliasSymbol)?.getName() === 'Date');
    }

    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const name = node.property.name;
        if (name === 'DateTimeFormat' && node.object.type === 'Identifier' && node.object.name === 'Intl') {
          context.report({ node, messageId: 'intl' });
          return;
        }
        if (!LOCALE_METHODS.has(name)) return;
        const date = isDate(node.object);
        if (date === true || (date === null && DATE_ONLY_METHODS.has(name))) {
          context.report({ node: node.property, messageId: 'locale', data: { method: name } });
        }
      },
    };
  },
};

// @ts-check
/**
 * ESLint rule `starline/inquiry-life-owner`: an inquiry's status, its reply clock and its
 * timeline have one writer, src/server/inquiry-life/inquiry-life.ts (decision 0030). Refused
 * everywhere else (eslint.config.js names where the rule applies):
 * - `….update(inquiries)`: a change to an inquiry's row (its status, reply clock, assignee,
 *   current quote) goes through inquiry-life.ts (writeInquiryStatus, moveInquiryStatus, …);
 * - `….insert(inquiryEvents)`: a timeline entry goes through recordTimelineEvent,
 *   recordInquiryEvents or recordInquiryStep.
 * The table may be named as it is imported (`inquiries`) or through a namespace (`schema.inquiries`).
 */

/** The writes refused, by the query builder's method and the table's name. */
const OWNED_WRITES = { update: 'inquiries', insert: 'inquiryEvents' };

/** @param {import('estree').Node} node */
function tableName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return node.property.name;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const inquiryLifeOwner = {
  meta: {
    type: 'problem',
    docs: {
      description: "An inquiry's status, reply clock and timeline are written only by inquiry-life/inquiry-life.ts",
    },
    schema: [],
    messages: {
      update:
        "Write an inquiry's row through src/server/inquiry-life/inquiry-life.ts (writeInquiryStatus, moveInquiryStatus, writeAssignee, writeInquiryQuote): it owns the inquiry's status, reply clock and timeline.",
      insert:
        'Put timeline entries on through src/server/inquiry-life/inquiry-life.ts (recordTimelineEvent, recordInquiryEvents, recordInquiryStep): it owns the inquiry’s timeline.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (method !== 'update' && method !== 'insert') return;
        const [table] = node.arguments;
        if (!table || table.type === 'SpreadElement' || tableName(table) !== OWNED_WRITES[method]) return;
        context.report({ node, messageId: method });
      },
    };
  },
};

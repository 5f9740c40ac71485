// The screen kit's lint rules (docs/ARCHITECTURE.md, "Screen kit (copy this shape)"): a feature's
// components refresh caches and speak to the admin only through actions declared in its api.ts
// (`defineAction`/`useAction`, `FormDialog`), and ask the access table rather than the status.

const CACHE_CALLS = new Set(['invalidateQueries', 'refetchQueries', 'resetQueries']);
const TOAST_CALLS = new Set(['showSuccess', 'showError', 'showNotice', 'showApprovalRequested']);
const RELATIONAL = new Set(['<', '<=', '>', '>=']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;

const isAdminStatus = (node) =>
  (node.type === 'Identifier' && node.name === 'adminStatus') ||
  (node.type === 'MemberExpression' && node.property.type === 'Identifier' && node.property.name === 'adminStatus') ||
  (node.type === 'ChainExpression' && isAdminStatus(node.expression));

const isNumber = (node) =>
  (node.type === 'Literal' && typeof node.value === 'number') || (node.type === 'UnaryExpression' && node.operator === '-' && isNumber(node.argument));

/** @type {import('eslint').ESLint.Plugin} */
export const screenKitRules = {
  rules: {
    'no-cache-refresh': {
      meta: { type: 'problem', schema: [], messages: { refresh: 'A component does not call `{{name}}`: declare the keys in the action\'s `refresh` (defineAction in the feature\'s api.ts) and run it with useAction or FormDialog.' } },
      create: (context) => ({
        CallExpression(node) {
          const name = calleeName(node.callee);
          if (name && CACHE_CALLS.has(name)) context.report({ node, messageId: 'refresh', data: { name } });
        },
      }),
    },
    'no-toast': {
      meta: { type: 'problem', schema: [], messages: { toast: 'A component does not call `{{name}}`: an action\'s success words, refusal and approval notice are shown by useAction / FormDialog (defineAction in the feature\'s api.ts).' } },
      create: (context) => ({
        CallExpression(node) {
          const name = calleeName(node.callee);
          if (name && TOAST_CALLS.has(name)) context.report({ node, messageId: 'toast', data: { name } });
        },
        NewExpression(node) {
          if (calleeName(node.callee) === 'OverlayToaster') context.report({ node, messageId: 'toast', data: { name: 'OverlayToaster' } });
        },
      }),
    },
    'no-status-check': {
      meta: { type: 'problem', schema: [], messages: { status: 'Do not compare `adminStatus` by hand: ask the access table (useCan / useAccess, an action\'s `allowed` and `reason`, mayCall) for the operation concerned.' } },
      create: (context) => ({
        BinaryExpression(node) {
          const left = isAdminStatus(node.left);
          const right = isAdminStatus(node.right);
          if (!left && !right) return;
          const other = left ? node.right : node.left;
          if (RELATIONAL.has(node.operator) || (EQUALITY.has(node.operator) && isNumber(other))) context.report({ node, messageId: 'status' });
        },
      }),
    },
  },
};

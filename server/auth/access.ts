import { ACCESS_TABLE, type AccessRule } from './accessTable.ts';

/** The rule for an operation, or undefined: no entry means nobody may call it (default deny). */
export function accessRuleFor(operationId: string): AccessRule | undefined {
  return Object.hasOwn(ACCESS_TABLE, operationId) ? ACCESS_TABLE[operationId] : undefined;
}

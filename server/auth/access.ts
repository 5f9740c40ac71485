// The access table lives in src/domain so the console hides exactly what the server refuses.
export { accessRuleFor, mayCall, type AccessRule } from '../../src/domain/operationAccess.ts';

import type { OperationMap } from '../http/operation.ts';
import { adminOperations } from './admins/handlers.ts';
import { catalogueOperations } from './catalogue/handlers.ts';
import { optionOperations } from './options/handlers.ts';
import { sessionOperations } from './session/handlers.ts';
import { userTagOperations } from './user-tags/handlers.ts';

/** Every implemented operation, keyed by operation id; the rest answer 501. */
export const implementedOperations: OperationMap = {
  ...sessionOperations,
  ...adminOperations,
  ...optionOperations,
  ...catalogueOperations,
  ...userTagOperations,
};

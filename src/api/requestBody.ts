import type { operations } from './generated/v2.ts';

/** The JSON body a v2 contract operation takes, by the operation's id (the access table's key). */
export type RequestBodyOf<Id extends keyof operations> = operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

import type { components, operations } from './generated/v2.ts';
import type { RequestBodyOf } from './requestBody.ts';

/**
 * Shapes of the calls the shell makes at sign-in and start (spec 1 §7), taken from the v2
 * contract so they cannot drift from what the server answers.
 */
type Schemas = components['schemas'];
type JsonOk<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

export type SignInRequest = RequestBodyOf<'POST Login/SignIn'>;
export type SignInResult = JsonOk<operations['POST Login/SignIn']>;
export type CurrentAdmin = Schemas['CurrentAdmin'];
export type AdminListItem = Schemas['Admin'];
export type SystemStatus = JsonOk<operations['GET Options/GetStatus']>;
export type Currency = Schemas['Currency'];
export type Market = Schemas['Market'];
export type UserTag = Schemas['UserTag'];

/** The fields of a v2/User/GetUsers item that the command palette needs. */
export type UserSearchItem = Pick<JsonOk<operations['POST v2/User/GetUsers']>['items'][number], 'id' | 'userName'>;

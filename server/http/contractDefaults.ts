/**
 * The server's view of an operation, derived from the console's generated type: a parameter or a body field
 * with a contract `default` is always present once the validator has run (it fills the default in), so
 * the server's type marks it required. `scripts/generateApiTypes.ts` writes one `WithDefaults<…>` per
 * operation that has such defaults into `server/generated/*.ts`, instead of writing the operation out again.
 */

/**
 * What to make required at one level of an object type: a union of the key names made required and at most
 * one object naming the keys to descend into (that key keeps its own optionality), with the spec one level
 * down, e.g. `"offset" | "limit" | { sort: "desc" }`.
 */
export type DefaultsSpec = string | { [key: string]: DefaultsSpec };

/** Where an operation's defaults sit: its parameters by location, and its JSON request body. */
export interface OperationDefaults {
  query?: DefaultsSpec;
  path?: DefaultsSpec;
  header?: DefaultsSpec;
  cookie?: DefaultsSpec;
  body?: DefaultsSpec;
}

/** One object type out of an intersection of mapped types, so the result is the plain type it equals. */
type Flat<T> = { [K in keyof T]: T[K] };

type Descend<Value, Key, Spec> = Key extends keyof Extract<Spec, object>
  ? RequireDefaults<Exclude<Value, undefined>, Extract<Spec, object>[Key]>
  : Value;

/** `T` with the keys `Spec` names required, and the objects it descends into made so in turn. */
export type RequireDefaults<T, Spec> = [Spec] extends [never]
  ? T
  : Flat<
      { [K in keyof T as K extends Extract<Spec, string> ? K : never]-?: Descend<Exclude<T[K], undefined>, K, Spec> } & {
        [K in keyof T as K extends Extract<Spec, string> ? never : K]: Descend<T[K], K, Spec>;
      }
    >;

type Location = 'query' | 'path' | 'header' | 'cookie';
type Nothing = Record<never, never>;

/** A location with a required parameter is itself required (`query: {…}`, as openapi-typescript writes it). */
type ParametersSpec<D> = [keyof D & Location] extends [never]
  ? Nothing
  : { parameters: (keyof D & Location) | { [L in keyof D & Location]: D[L] } };

type BodySpec<D> = D extends { body: infer Body } ? { requestBody: { content: { 'application/json': Body } } } : Nothing;

/**
 * The console's `Operation` with the parameters and JSON body fields named in `D` required, e.g.
 * `WithDefaults<ConsoleOperations["GET v1/p2p/requisites"], { query: "offset" | "limit" }>`.
 */
export type WithDefaults<Operation, D extends OperationDefaults> = RequireDefaults<Operation, Flat<ParametersSpec<D> & BodySpec<D>>>;

/**
 * The stand-in of an actor a machine declares and its caller provides (`machine.provide({ actors })`):
 * `fromPromise<Output, Input>(notProvided('name'))`. A machine wired without it fails loudly instead
 * of pretending success.
 */
export function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`${name} is not provided`);
  };
}

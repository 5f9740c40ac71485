import type { InspectionEvent, Observer } from 'xstate';

type Inspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspector: Inspector | undefined;

/**
 * Registers the development inspector (`?inspect`) once at start-up, so every actor the screens
 * create shows in it, not only the session actor. Production builds never call this.
 */
export function setInspector(next: Inspector | undefined): void {
  inspector = next;
}

/**
 * Actor options that put an actor in the inspector under a name saying which screen it drives
 * (`transaction view #42`, `confirm dialog: users`); nothing when no inspector is registered.
 */
export function inspected(name: string): { inspect?: Inspector; id?: string } {
  return inspector ? { inspect: inspector, id: name } : {};
}

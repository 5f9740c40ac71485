import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { confirmDialogMachine } from './confirm-dialog/confirmDialog.machine.ts';
import { inspected, setInspector } from './inspection.ts';

describe('inspector registration', () => {
  afterEach(() => setInspector(undefined));

  it('shows a screen actor in the inspector under the name of its screen', () => {
    const seen: InspectionEvent[] = [];
    setInspector((e) => seen.push(e));
    const actor = createActor(confirmDialogMachine, inspected('confirm dialog: /users')).start();
    actor.stop();
    const ids = new Set(seen.map((e) => (e.actorRef as AnyActorRef).id));
    expect(ids).toContain('confirm dialog: /users');
  });

  it('adds nothing when no inspector is registered (production)', () => {
    expect(inspected('transaction view #1')).toEqual({});
  });
});

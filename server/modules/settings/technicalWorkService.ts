import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { readOption, writeOption, type OptionKey } from '../../core/options.ts';
import { TECHNICAL_WORK_OFF, TECHNICAL_WORK_SWITCHES, type TechnicalWorkState } from '../../../src/domain/technicalSettings.ts';
import type { Executor } from '../../db/database.ts';

const KEY = 'technicalWork' satisfies OptionKey;

/** The technical-work switches as stored; a switch never saved (or saved as anything but true) is off. */
export async function readTechnicalWork(db: Executor): Promise<TechnicalWorkState> {
  const stored = (await readOption<TechnicalWorkState>(db, KEY)) ?? {};
  const state = { ...TECHNICAL_WORK_OFF };
  for (const name of TECHNICAL_WORK_SWITCHES) state[name] = stored[name] === true;
  return state;
}

/**
 * Sets the switches the body names and keeps the others: two admins stopping different things at
 * once do not undo each other. Logged with before and after.
 */
export async function updateTechnicalWork(ctx: RequestContext, body: BodyOf<'POST Options/UpdateTechnicalWork'>): Promise<TechnicalWorkState> {
  const before = await readTechnicalWork(ctx.db);
  const after = { ...before };
  for (const name of TECHNICAL_WORK_SWITCHES) {
    const value = body[name];
    if (typeof value === 'boolean') after[name] = value;
  }
  await writeOption(ctx.db, KEY, after);
  await ctx.audit({ targetIds: [KEY], before, after });
  return after;
}

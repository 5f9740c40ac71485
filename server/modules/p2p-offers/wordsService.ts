/** Moderation word groups for advertisements: search by group name or words (case-insensitive), create, edit, delete. */
import { MODERATION_MESSAGES, parseWords, wordGroupMatches } from '../../../src/domain/p2pOffers.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { QueryOf, RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';

type GroupRow = Awaited<ReturnType<typeof repo.allWordGroups>>[number];
const toGroup = (r: GroupRow) => ({ id: r.id, groupName: r.group_name, words: JSON.parse(r.words) as string[] });

export async function listWordGroups(ctx: RequestContext, q: QueryOf<'GET p2p/Admin/advertisements/moderation-words'>) {
  // The groups are a short hand-kept list: matched in memory, so the words inside the JSON count too.
  const all = (await repo.allWordGroups(ctx.db)).map(toGroup).filter((g) => wordGroupMatches(g, q.search ?? ''));
  return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
}

/** Trimmed words without empties and case-insensitive repeats; at least one. */
function cleanWords(words: readonly string[]): string[] {
  const clean = parseWords(words.join('\n'));
  if (!clean.length) throw invalid('/words', MODERATION_MESSAGES.wordsRequired, 'requiredFieldsEmpty');
  return clean;
}

function cleanName(name: string): string {
  const clean = name.trim();
  if (!clean) throw invalid('/groupName', MODERATION_MESSAGES.nameRequired, 'nameRequired');
  return clean;
}

export async function createWordGroup(ctx: RequestContext, q: QueryOf<'POST p2p/Admin/advertisements/moderation-words'>) {
  const groupName = cleanName(q.groupName);
  const words = cleanWords(q.words);
  if (await repo.findWordGroupByName(ctx.db, groupName.toLowerCase())) throw impossible(MODERATION_MESSAGES.nameExists, 'wordGroupNameExists');
  const { id } = await repo.insertWordGroup(ctx.db, { group_name: groupName, group_name_key: groupName.toLowerCase(), words: JSON.stringify(words), date_created: ctx.now().toISOString() });
  await ctx.audit({ targetIds: [id], after: { groupName, words } });
  return { id, groupName, words };
}

export async function editWordGroup(ctx: RequestContext, q: QueryOf<'PUT p2p/Admin/advertisements/moderation-words'>) {
  const row = await repo.findWordGroup(ctx.db, q.id);
  if (!row) throw notFound(MODERATION_MESSAGES.notFound, 'wordGroupNotFound');
  const before = toGroup(row);
  const groupName = q.groupName === undefined ? before.groupName : cleanName(q.groupName);
  const words = cleanWords(q.words);
  if (groupName.toLowerCase() !== row.group_name_key) {
    const other = await repo.findWordGroupByName(ctx.db, groupName.toLowerCase());
    if (other && other.id !== q.id) throw impossible(MODERATION_MESSAGES.nameExists, 'wordGroupNameExists');
  }
  await repo.updateWordGroup(ctx.db, q.id, { group_name: groupName, group_name_key: groupName.toLowerCase(), words: JSON.stringify(words) });
  await ctx.audit({ targetIds: [q.id], before, after: { groupName, words } });
  return { id: q.id, groupName, words };
}

export async function deleteWordGroup(ctx: RequestContext, id: number) {
  const row = await repo.findWordGroup(ctx.db, id);
  if (!row || !(await repo.deleteWordGroup(ctx.db, id))) throw notFound(MODERATION_MESSAGES.notFound, 'wordGroupNotFound');
  await ctx.audit({ targetIds: [id], before: toGroup(row) });
  return { success: true as const };
}

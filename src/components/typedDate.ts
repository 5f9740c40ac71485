import { calendarDateOf, formatDdMmYyyy, localDateOf, parseDdMmYyyy } from '../domain/dates.ts';

/*
 * The dd.mm.yyyy text of the date inputs, apart from DateInput.tsx: Blueprint's DateInput brings
 * its TimezoneSelect, whose module builds a table of 283 time zones when it loads (issue 27:
 * 82-140 ms of a switch to Transactions), and the range input of the list filters needs neither.
 */

/** Blueprint's parser contract: a Date, false when rejected, null when empty. */
export const parseTypedDate = (text: string): Date | false | null => {
  if (text === '') return null;
  const date = parseDdMmYyyy(text);
  return date ? localDateOf(date) : false;
};

/** Formats a picker date as dd.mm.yyyy. */
export const formatTypedDate = (date: Date): string => formatDdMmYyyy(calendarDateOf(date));

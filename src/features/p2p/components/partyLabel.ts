/** A party as "name (#id)", or the id alone when the user has no name. */
export function partyLabel(userName: string | null | undefined, userId: number): string {
  return userName ? `${userName} (#${userId})` : `#${userId}`;
}

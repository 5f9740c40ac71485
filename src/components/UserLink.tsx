import { TableLink } from './TableLink.tsx';

/**
 * A user shown as a link to their page (`/user/:id`): "name (#id)", or "#id" when the name is not
 * known. A link like every other link in the console's tables ({@link TableLink}), so it is reached with Tab
 * and opened with Enter (the table leaves Enter on a link to the link).
 */
export function UserLink({ userId, userName }: { userId: number; userName: string | null | undefined }) {
  return <TableLink to={`/user/${userId}`}>{userName ? `${userName} (#${userId})` : `#${userId}`}</TableLink>;
}

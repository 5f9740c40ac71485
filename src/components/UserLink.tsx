import { Link } from 'react-router-dom';

/**
 * A user shown as a link to their page (`/user/:id`): "name (#id)", or "#id" when the name is not
 * known. A router link like every other link in the console's tables, so it is reached with Tab
 * and opened with Enter (the table leaves Enter on a link to the link).
 */
export function UserLink({ userId, userName }: { userId: number; userName: string | null | undefined }) {
  return <Link to={`/user/${userId}`}>{userName ? `${userName} (#${userId})` : `#${userId}`}</Link>;
}

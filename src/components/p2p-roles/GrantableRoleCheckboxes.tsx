import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from '../useTranslation.ts';
import { GRANTABLE_ROLES, P2P_ROLE_KEYS, type P2pRole } from '../../domain/p2pOffers.ts';

/** One inline box per role staff grant, ticked for the roles chosen (the Roles page's grant form and a user's P2P tab). */
export function GrantableRoleCheckboxes({ chosen, onChange }: { chosen: readonly P2pRole[]; onChange: (update: (chosen: P2pRole[]) => P2pRole[]) => void }) {
  const { t } = useTranslation('p2pOffers');
  return (
    <>
      {GRANTABLE_ROLES.map((r) => (
        <Checkbox
          key={r}
          inline
          label={t(`p2pOffers.roles.names.${P2P_ROLE_KEYS[r]}`)}
          checked={chosen.includes(r)}
          onChange={(e) => {
            // Read now: the event's target is gone by the time the updater runs.
            const checked = e.currentTarget.checked;
            onChange((list) => (checked ? [...list, r] : list.filter((x) => x !== r)));
          }}
        />
      ))}
    </>
  );
}

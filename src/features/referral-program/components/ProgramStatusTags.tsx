import { Tag } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { ReferralProgram } from '../api.ts';

/** Active or disabled, and blocked when it is. */
export function ProgramStatusTags({ program }: { program: Pick<ReferralProgram, 'isActive' | 'isBlocked'> }) {
  const { t } = useTranslation('referralProgram');
  return (
    <span className="referral-tags">
      <Tag multiline minimal intent={program.isActive ? 'success' : 'none'}>{t(program.isActive ? 'referralProgram.activity.Active' : 'referralProgram.activity.Disabled')}</Tag>
      {program.isBlocked && <Tag multiline minimal intent="danger">{t('referralProgram.status.blocked')}</Tag>}
    </span>
  );
}

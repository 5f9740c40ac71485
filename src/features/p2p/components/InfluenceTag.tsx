import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { FeedbackInfluence } from '../../../domain/p2p.ts';

const INTENT: Record<FeedbackInfluence, Intent> = { Negative: Intent.DANGER, Neutral: Intent.NONE, Positive: Intent.SUCCESS };

export function InfluenceTag({ influence }: { influence: FeedbackInfluence }) {
  const { t } = useTranslation('p2p');
  return (
    <Tag multiline minimal intent={INTENT[influence]}>
      {t(`p2p.influence.${influence}`)}
    </Tag>
  );
}

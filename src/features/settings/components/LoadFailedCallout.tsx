import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A settings tab whose data did not load: what failed (`title`), and Retry, which reads it again. */
export function LoadFailedCallout({ title, query }: { title: string; query: { refetch: () => Promise<unknown> } }) {
  const { t } = useTranslation('settings');
  return (
    <Callout intent={Intent.DANGER} title={title}>
      <Button text={t('settings.common.retry')} onClick={() => void query.refetch()} />
    </Callout>
  );
}

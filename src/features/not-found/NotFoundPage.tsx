import { NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';

/** Catch-all route: no navigation, a way back to the console. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="console-fullpage">
      <NonIdealState
        icon={<Search size={48} />}
        title={t('common.notFound.title')}
        description={t('common.notFound.text')}
        action={<Link to="/">{t('common.notFound.home')}</Link>}
      />
    </main>
  );
}

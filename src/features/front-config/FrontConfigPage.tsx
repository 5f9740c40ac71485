import { Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { TabPanel } from '../../components/TabPanel.tsx';
import { appsQuery, groupsQuery } from './api.ts';
import { AccessGrid } from './components/AccessGrid.tsx';
import { GroupsPanel } from './components/GroupsPanel.tsx';

type View = 'access' | 'groups';

/** Front config (spec 3 §2, §3): which front-end app each user group may open, and the security groups with their users. */
export function FrontConfigPage() {
  const { t } = useTranslation('frontConfig');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'groups' ? 'groups' : 'access';
  const apps = useQuery(appsQuery());
  const groups = useQuery(groupsQuery());
  return (
    <div className="fc-page">
      <Tabs animate={false} id="front-config-view" selectedTabId={view} onChange={(next) => setParams(next === 'groups' ? { view: 'groups' } : {})}>
        <Tab disabled={false} id="access" title={t('frontConfig.views.access')} />
        <Tab disabled={false} id="groups" title={t('frontConfig.views.groups')} />
      </Tabs>
      <TabPanel tabsId="front-config-view" tabId={view}>
      {view === 'access' ? (
        <AccessGrid
          apps={apps.data}
          groups={groups.data}
          loading={apps.isPending || groups.isPending}
          failed={apps.isError || groups.isError}
          onRetry={() => {
            void apps.refetch();
            void groups.refetch();
          }}
        />
      ) : (
        <GroupsPanel groups={groups.data} query={groups} />
      )}
      </TabPanel>
    </div>
  );
}

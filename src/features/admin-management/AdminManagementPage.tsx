import { Tab, Tabs } from '@blueprintjs/core';
import { History, People } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TabPanel } from '../../components/TabPanel.tsx';
import { AdminLogPanel } from './components/AdminLogPanel.tsx';
import { AdminsPanel } from './components/AdminsPanel.tsx';

/** Admin management (spec 3 §2): the staff list with its actions, and the admin log. The tab is in the URL. */
export function AdminManagementPage() {
  const { t } = useTranslation('adminManagement');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'log' ? 'log' : 'admins';
  return (
    <div className="admin-management-page">
      <Tabs animate={false} id="admin-management-tabs" selectedTabId={tab} onChange={(next) => setParams(next === 'log' ? { tab: 'log' } : {})}>
        <Tab disabled={false} id="admins" title={t('adminManagement.tabs.admins')} icon={<People />} />
        <Tab disabled={false} id="log" title={t('adminManagement.tabs.log')} icon={<History />} />
      </Tabs>
      <TabPanel tabsId="admin-management-tabs" tabId={tab}>
        {tab === 'log' ? <AdminLogPanel /> : <AdminsPanel />}
      </TabPanel>
    </div>
  );
}

import { Tab, Tabs } from '@blueprintjs/core';
import { History, Notifications, People } from '@blueprintjs/icons';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { TabPanel } from '../../components/TabPanel.tsx';
import { AdminLogPanel } from './components/AdminLogPanel.tsx';
import { AdminNotificationsPanel } from './components/AdminNotificationsPanel.tsx';
import { AdminsPanel } from './components/AdminsPanel.tsx';

/** Admin management (spec 3 §2): the staff list with its actions, the admin log and admin notification settings. The tab is in the URL. */
export function AdminManagementPage() {
  const { t } = useTranslation(['adminManagement', 'adminNotifications']);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'log' || asked === 'notifications' ? asked : 'admins';
  return (
    <div className="admin-management-page">
      <Tabs animate={false} id="admin-management-tabs" selectedTabId={tab} onChange={(next) => setParams(next === 'log' || next === 'notifications' ? { tab: next } : {})}>
        <Tab disabled={false} id="admins" title={t('adminManagement.tabs.admins')} icon={<People />} />
        <Tab disabled={false} id="log" title={t('adminManagement.tabs.log')} icon={<History />} />
        <Tab disabled={false} id="notifications" title={t('adminNotifications.tab')} icon={<Notifications />} />
      </Tabs>
      <TabPanel tabsId="admin-management-tabs" tabId={tab}>
        {tab === 'log' ? <AdminLogPanel /> : tab === 'notifications' ? <AdminNotificationsPanel /> : <AdminsPanel />}
      </TabPanel>
    </div>
  );
}

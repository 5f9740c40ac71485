import { NotificationTemplatesPanel } from './components/NotificationTemplatesPanel.tsx';
import { SendNotificationsPanel } from './components/SendNotificationsPanel.tsx';
import { SystemNotificationsPanel } from './components/SystemNotificationsPanel.tsx';

/** Settings › Notifications (spec 3 §2): notification templates, system notifications, and sending to users. */
export function NotificationsSettingsPage() {
  return (
    <div className="settings-panel">
      <NotificationTemplatesPanel />
      <SystemNotificationsPanel />
      <SendNotificationsPanel />
    </div>
  );
}

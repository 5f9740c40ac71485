import { EmailTemplatesPanel } from './components/EmailTemplatesPanel.tsx';

/** Settings › Email (spec 3 §2): the e-mail message templates with their history and a sanitised preview per locale. */
export function EmailSettingsPage() {
  return <EmailTemplatesPanel />;
}

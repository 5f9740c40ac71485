import { EmailOptionsForm, TransactionsSettingsForm, UploadOptionsForm, VerificationOptionsForm } from './components/technical/OptionForms.tsx';
import { TechnicalWorkSection } from './components/technical/TechnicalWorkSection.tsx';

/**
 * Settings › Technical (spec 3 §2, the default tab of /settings): the technical-work switches, then
 * the e-mail, verification, upload and transactions options, each saved on its own.
 */
export function TechnicalSettingsPage() {
  return (
    <div className="settings-panel technical-settings">
      <TechnicalWorkSection />
      <div className="technical-settings-grid">
        <EmailOptionsForm />
        <div className="technical-settings-column">
          <TransactionsSettingsForm />
          <VerificationOptionsForm />
          <UploadOptionsForm />
        </div>
      </div>
    </div>
  );
}

import { CountriesSection } from './components/CountriesSection.tsx';
import { PaymentMethodsSection } from './components/PaymentMethodsSection.tsx';
import { TransactionMethodsSection } from './components/TransactionMethodsSection.tsx';

/** Payment systems tab (spec 3 §2): payment methods with fields and icons, countries with cities and links, transaction methods. */
export function PaymentSystemsPage() {
  return (
    <div className="ps-page">
      <PaymentMethodsSection />
      <CountriesSection />
      <TransactionMethodsSection />
    </div>
  );
}

import { CryptoSections, MultiwalletSection } from './components/CryptoSections.tsx';
import { CurrenciesSection } from './components/CurrenciesSection.tsx';

/** Currencies and tokens tab (spec 3 §2): currencies, crypto currencies, crypto tokens, multiwallet tokens. */
export function CurrenciesPage() {
  return (
    <div className="ps-page">
      <CurrenciesSection />
      <CryptoSections />
      <MultiwalletSection />
    </div>
  );
}

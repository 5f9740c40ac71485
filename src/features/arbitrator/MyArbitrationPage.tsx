import { ArbitrationList } from './components/ArbitrationList.tsx';

/** My arbitration (spec 2 §2): disputes awaiting an arbitrator and the signed-in arbitrator's own cases. */
export function MyArbitrationPage() {
  return <ArbitrationList kind="my" />;
}

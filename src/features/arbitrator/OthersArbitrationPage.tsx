import { ArbitrationList } from './components/ArbitrationList.tsx';

/** Others arbitration (spec 2 §2): cases other arbitrators joined (isArbitratorJoined, withoutMe). */
export function OthersArbitrationPage() {
  return <ArbitrationList kind="others" />;
}

import { DecisionScreen } from '../../components/decision-screen';

/** g060104 add/{id}/{sign}: the reviewer's opinion at a step, applications from organisations. */
export default function Screen() {
  return <DecisionScreen kind="org" />;
}

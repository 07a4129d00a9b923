import { DecisionScreen } from '../../components/decision-screen';

/** g060101 add/{id}/{sign}: the reviewer's opinion at a step, applications from individuals. */
export default function Screen() {
  return <DecisionScreen kind="person" />;
}

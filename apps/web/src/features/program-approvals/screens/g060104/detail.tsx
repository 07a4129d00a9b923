import { StepScreen } from '../../components/step-screens';

/** g060104 detail/{id}/{sign}: one step of an application from organisations. */
export default function Screen() {
  return <StepScreen kind="org" />;
}

import { StepScreen } from '../../components/step-screens';

/** g060101 detail/{id}/{sign}: one step of an application from individuals. */
export default function Screen() {
  return <StepScreen kind="person" />;
}

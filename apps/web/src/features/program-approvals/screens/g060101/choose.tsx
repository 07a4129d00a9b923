import { ChooseScreen } from '../../components/choose-screen';

/** g060101 choose/{id}/{sign}: experts for an application from individuals. */
export default function Screen() {
  return <ChooseScreen kind="person" />;
}

import { ChooseScreen } from '../../components/choose-screen';

/** g060104 choose/{id}/{sign}: experts for an application from organisations. */
export default function Screen() {
  return <ChooseScreen kind="org" />;
}

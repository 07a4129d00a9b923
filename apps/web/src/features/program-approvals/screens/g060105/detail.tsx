import { DossierScreen } from '../../components/step-screens';

/** g060105 detail/{id}: one application of the list, from organisations. */
export default function Screen() {
  return <DossierScreen kind="org" screen="g060105:detail" />;
}

import { DossierScreen } from '../../components/step-screens';

/** g060102 detail/{id}: one application of the list, from individuals. */
export default function Screen() {
  return <DossierScreen kind="person" screen="g060102:detail" />;
}

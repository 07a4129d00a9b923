import { DossierScreen } from '../../components/step-screens';

/** g060101 detailX/{id}: the whole dossier of an application from individuals. */
export default function Screen() {
  return <DossierScreen kind="person" screen="g060101:detailX" />;
}

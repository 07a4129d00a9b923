import { DossierScreen } from '../../components/step-screens';

/** g060104 detailX/{id}: the whole dossier of an application from organisations. */
export default function Screen() {
  return <DossierScreen kind="org" screen="g060104:detailX" />;
}

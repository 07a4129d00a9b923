// Writes the list of the server's message catalogues from the files present (npm run gen:catalogues).
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_LIST, renderCatalogueList } from '../packages/shared/src/messages/catalogue-list';
import { REPO_ROOT } from '../packages/shared/src/screens/screens-doc';

fs.writeFileSync(path.join(REPO_ROOT, CATALOGUE_LIST), await renderCatalogueList(REPO_ROOT));
console.log(`wrote ${CATALOGUE_LIST}`);

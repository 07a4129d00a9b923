// Writes docs/screens.md and the app's routing table from the screen manifest (npm run docs:screens).
import fs from 'node:fs';
import path from 'node:path';
import { ROUTING_TABLE, renderRoutingTable } from '../packages/shared/src/screens/routing-table';
import { REPO_ROOT, SCREENS_DOC, renderScreensDoc } from '../packages/shared/src/screens/screens-doc';

fs.writeFileSync(path.join(REPO_ROOT, SCREENS_DOC), renderScreensDoc());
console.log(`wrote ${SCREENS_DOC}`);
fs.writeFileSync(path.join(REPO_ROOT, ROUTING_TABLE), await renderRoutingTable(REPO_ROOT));
console.log(`wrote ${ROUTING_TABLE}`);

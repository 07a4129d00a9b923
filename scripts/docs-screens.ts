// Writes docs/screens.md from the screen manifest (npm run docs:screens).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SCREENS_DOC, renderScreensDoc } from '../packages/shared/src/screens/screens-doc';

fs.writeFileSync(path.join(REPO_ROOT, SCREENS_DOC), renderScreensDoc());
console.log(`wrote ${SCREENS_DOC}`);

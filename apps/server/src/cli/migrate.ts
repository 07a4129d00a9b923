import { loadConfig } from '../config';
import { openDatabase } from '../db/open';

// Applies pending migrations to the configured database (openDatabase migrates) and stops.
const database = await openDatabase(loadConfig());
await database.close();
console.log('Migrations applied.');

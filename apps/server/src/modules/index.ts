import type { TModule } from '../core/module';
import { authModule } from './auth';

/** Every feature area of the server, in registration order. */
export const modules: TModule[] = [authModule];

import { createBrowserRouter } from 'react-router';
import { BASENAME } from '@/lib/paths';
import { routes } from './routes';

export const router = createBrowserRouter(routes, { basename: BASENAME });

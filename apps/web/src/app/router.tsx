import { createBrowserRouter } from 'react-router';
import { routerOptions } from './router-options';
import { routes } from './routes';

export const router = createBrowserRouter(routes, routerOptions);

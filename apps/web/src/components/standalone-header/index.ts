export { StandaloneHeader } from './standalone-header';

export { routes, nav, USER_SINGLE_HANDLE } from './routes';

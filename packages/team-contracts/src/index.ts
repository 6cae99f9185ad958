export { routes, nav, widgets } from './routes';

export { routes, nav, widgets } from './routes';
export { liveTags } from './live-tags';

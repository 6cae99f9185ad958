export { routes, nav, USER_SINGLE_HANDLE, COMPANY_ACTIVITY_HANDLE } from './routes';
export { liveTags } from './live-tags';

// The developers module's public entry (ADR 0122): the dashboard's API and its platform-host pages.
export { developerHostPages } from './host-pages';
export { type DeveloperSettings, developerRoutes } from './routes';

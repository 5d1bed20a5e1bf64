export {
  configurationDto,
  registerConfigurationRoutes,
  type SettingsRouteDeps,
} from './configurations.routes';
export { registerSettingsAdminRoutes } from './settings-admin.routes';

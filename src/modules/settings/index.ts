export {
  configurationDto,
  registerSettingsAdminRoutes,
  type SettingsRouteDeps,
} from './settings-admin.routes';

export { registerContentRoutes } from './content.routes';
export {
  getTexts,
  getPublicConfiguration,
  type TextDto,
  type WallpaperDto,
} from './content.service';
export {
  listArticles,
  getArticle,
  listArticleSlugs,
  type ArticleSummary,
  type ArticlePage,
} from './articles.service';
export { listFaq, type FaqGroup } from './faq.service';
export {
  listSettings,
  saveSetting,
  type SaveSettingResult,
  type Setting,
} from './settings.service';
export { checkSetting, settingKind, type SettingKind, type SettingProblem } from './settings.rules';
export {
  bankAccount,
  configurationValues,
  companyName,
  BANK_KEYS,
  IDENTITY_KEYS,
  SELLER_KEYS,
  sellerLine,
  shopIdentity,
  type BankDetails,
  type ShopIdentity,
} from './shop-identity.service';
export {
  createAdminSetting,
  getAdminSetting,
  listAdminSettings,
  removeAdminSetting,
  saveAdminSettings,
  type RemoveSettingResult,
  savePaymentMethodSettings,
  type AdminSetting,
  type SaveSettingsResult,
  type SettingChange,
} from './settings-admin.service';
export {
  SETTINGS_SECTIONS,
  settingVersion,
  type SettingInputProblem,
  type SettingsSectionId,
} from './settings-form.rules';

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
export { homeShowcase, type HomeBanner, type HomeSlide } from './home-showcase.service';
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
export { registerContentAdminRoutes } from './content-admin.routes';
export {
  attachContentImage,
  removeContentImage,
  setContentImageAlt,
  type ContentImageOwner,
  type SaveResult,
} from './content-admin.service';
export {
  createArticleType,
  deleteArticle,
  deleteArticleType,
  getAdminArticle,
  listAdminArticleTypes,
  listAdminArticles,
  saveArticle,
  type AdminArticle,
  type AdminArticleRow,
  type AdminArticleType,
} from './articles-admin.service';
export {
  deleteFaqEntry,
  listAdminFaq,
  moveFaqEntry,
  reorderFaqEntries,
  saveFaqEntry,
  type AdminFaqEntry,
} from './faq-admin.service';
export {
  getLegalPageText,
  legalPageText,
  listTextBlocks,
  saveLegalPageText,
  saveTextBlock,
  type AdminTextBlock,
} from './texts-admin.service';
export {
  deleteBanner,
  deleteSlide,
  listAdminBanners,
  listAdminSlides,
  saveBanner,
  saveSlide,
  type AdminBanner,
  type AdminSlide,
} from './banners-admin.service';
export { LIMITS as CONTENT_LIMITS, slugOf, type ContentProblem } from './content-admin.rules';
export { parisDate, parisInput } from './paris-time.rules';
export {
  LEGAL_PAGES,
  isLegalPage,
  legalText,
  parseLegalText,
  type LegalPageName,
} from './legal-pages.rules';

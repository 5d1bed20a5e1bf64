/** Every table of every module, for drizzle-kit and for typed queries. Modules own their tables. */
export * from '../modules/media/media.tables';
export * from '../modules/geo/geo.tables';
export * from '../modules/catalog/brands.tables';
export * from '../modules/catalog/categories.tables';
export * from '../modules/catalog/products.tables';
export * from '../modules/catalog/filters.tables';
export * from '../modules/vehicles/vehicles.tables';
export * from '../modules/content/content.tables';
export * from '../modules/promotions/promotions.tables';
export * from '../modules/reviews/reviews.tables';
export * from '../modules/catalog/product-listing.tables';
export * from '../modules/vehicles/plates.tables';
export * from '../modules/customers/customers.tables';
export * from '../modules/customers/addresses.tables';
export * from '../modules/customers/social.tables';
export * from '../modules/mail/mail.tables';

/**
 * What the layout shows on every page, loaded once by the root loader (layout-data.server.ts)
 * and read by the header, menus and footer. Plain data: it travels in the hydration payload.
 */
import type { SocialNetwork } from './icons';

export interface MenuSubcategory {
  id: number;
  name: string;
  slug: string;
}

export interface MenuCategory extends MenuSubcategory {
  children: MenuSubcategory[];
}

export interface MenuDomain {
  id: number;
  name: string;
  slug: string;
  /** Already cut at 80 characters (SPEC §9). */
  subtitle: string | null;
  image: string | null;
  categories: MenuCategory[];
}

export interface MenuBrand {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

export interface Banner {
  label: string;
  url: string | null;
}

export interface SiteRating {
  /** Average out of 10, as the review site gives it (the setting). */
  average: number;
  /** The same out of 5, one decimal: what the shop shows (decision 054). */
  stars: number;
  count: number;
  /** External review site, when configured. */
  url: string | null;
}

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface LayoutData {
  /** The seller as the settings name it (the same as on invoices and the legal notice). */
  seller: { company: string; address: string; siret: string } | null;
  banner: Banner | null;
  footerText: string | null;
  phone: string | null;
  email: string | null;
  rating: SiteRating;
  social: SocialLink[];
  domains: MenuDomain[];
  brands: MenuBrand[];
}

/** The signed-in customer as the layout needs it (root loader, src/web/account/viewer.server.ts). */
export interface LayoutUser {
  firstname: string;
  id?: number;
  lastname?: string;
  email?: string;
  /** false: the e-mail-not-verified banner shows on account pages. */
  emailVerified?: boolean;
  isPro?: boolean;
  /** SPEC §2: a company not verified and without documents (the account menu's alert). */
  companyAlert?: boolean;
  role?: string;
  /** An administrator is acting as this customer (SPEC §6 banner). */
  impersonating?: boolean;
}

/** Shown when nothing is configured (SPEC §9: default site rating 10, 1 review). */
export const DEFAULT_RATING: SiteRating = { average: 10, stars: 5, count: 1, url: null };

export const EMPTY_LAYOUT: LayoutData = {
  seller: null,
  banner: null,
  footerText: null,
  phone: null,
  email: null,
  rating: DEFAULT_RATING,
  social: [],
  domains: [],
  brands: [],
};

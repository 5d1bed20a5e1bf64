import type { Translated } from '../../../shared/locale';

/** Editable text blocks, settings, promo codes, banners: the shop's demo content. */

export const LOCALE_PREFIX: Translated = { fr: '', en: '/en', es: '/es', de: '/de', it: '/it', pt: '/pt' };

export const PROMO_CODES_PATH: Translated = {
  fr: '/codes-promo',
  en: '/en/promo-codes',
  es: '/es/codigos-promocionales',
  de: '/de/gutscheincodes',
  it: '/it/codici-promozionali',
  pt: '/pt/codigos-promocionais',
};

export const TEXTS: Record<string, Translated> = {
  home_banner_label: {
    fr: '-10 % sur les housses avec le code HIVER10',
    en: '10% off seat covers with code HIVER10',
    es: '-10 % en fundas de asiento con el código HIVER10',
    de: '-10 % auf Sitzbezüge mit dem Code HIVER10',
    it: '-10% sui coprisedili con il codice HIVER10',
    pt: '-10% nas capas de banco com o código HIVER10',
  },
  home_banner_url: PROMO_CODES_PATH,
  home_title: {
    fr: 'Housses de siège et sellerie auto sur mesure',
    en: 'Made-to-fit seat covers and car upholstery',
    es: 'Fundas de asiento y tapicería de coche a medida',
    de: 'Maßgefertigte Sitzbezüge und Autosattlerei',
    it: 'Coprisedili e tappezzeria auto su misura',
    pt: 'Capas de banco e estofos auto à medida',
  },
  home_description: {
    fr: 'Housses, mousses, panneaux de porte, plages arrière et soufflets fabriqués sur mesure pour plus de 330 modèles. Livraison en 48/72 h.',
    en: 'Seat covers, foam, door panels, parcel shelves and boots made to fit more than 330 models. Delivery in 48/72 h.',
    es: 'Fundas, espumas, paneles de puerta, bandejas traseras y fuelles a medida para más de 330 modelos. Entrega en 48/72 h.',
    de: 'Sitzbezüge, Schaumstoffe, Türverkleidungen, Hutablagen und Manschetten nach Maß für über 330 Modelle. Lieferung in 48/72 h.',
    it: 'Coprisedili, imbottiture, pannelli porta, cappelliere e cuffie su misura per oltre 330 modelli. Consegna in 48/72 h.',
    pt: 'Capas, espumas, painéis de porta, chapeleiras e foles à medida para mais de 330 modelos. Entrega em 48/72 h.',
  },
  description_footer: {
    fr: "Depuis notre atelier, nous fabriquons des housses de siège sur mesure, des mousses de rembourrage, des panneaux de porte, des plages arrière et des soufflets de levier de vitesse pour les voitures et utilitaires de plus de trente marques. Chaque pièce est découpée d'après le gabarit du modèle, cousue à la main puis contrôlée avant expédition. Paiement sécurisé, paiement en 3 ou 4 fois sans frais, virement ou retrait en magasin.",
    en: 'In our workshop we make made-to-fit seat covers, padding foam, door panels, parcel shelves and gear lever boots for cars and vans of more than thirty makes. Every piece is cut from the template of the model, hand-stitched and checked before shipping. Secure payment, interest-free payment in 3 or 4 instalments, bank transfer or in-store pickup.',
    es: 'En nuestro taller fabricamos fundas de asiento a medida, espumas de relleno, paneles de puerta, bandejas traseras y fuelles de palanca de cambios para coches y furgonetas de más de treinta marcas. Cada pieza se corta según la plantilla del modelo, se cose a mano y se revisa antes del envío. Pago seguro, pago en 3 o 4 plazos sin intereses, transferencia o recogida en tienda.',
    de: 'In unserer Werkstatt fertigen wir maßgeschneiderte Sitzbezüge, Polsterschaum, Türverkleidungen, Hutablagen und Schaltsäcke für Autos und Transporter von mehr als dreißig Marken. Jedes Teil wird nach der Schablone des Modells zugeschnitten, von Hand genäht und vor dem Versand geprüft. Sichere Zahlung, Ratenzahlung in 3 oder 4 Raten ohne Gebühren, Überweisung oder Abholung im Geschäft.',
    it: 'Nel nostro laboratorio realizziamo coprisedili su misura, imbottiture, pannelli porta, cappelliere e cuffie del cambio per auto e furgoni di oltre trenta marche. Ogni pezzo è tagliato sulla dima del modello, cucito a mano e controllato prima della spedizione. Pagamento sicuro, pagamento in 3 o 4 rate senza costi, bonifico o ritiro in negozio.',
    pt: 'Na nossa oficina fabricamos capas de banco à medida, espumas de enchimento, painéis de porta, chapeleiras e foles de alavanca de velocidades para carros e furgões de mais de trinta marcas. Cada peça é cortada pelo molde do modelo, cosida à mão e verificada antes do envio. Pagamento seguro, pagamento em 3 ou 4 prestações sem juros, transferência ou levantamento na loja.',
  },
  contact_phone: { fr: '+33 1 99 00 12 34', en: '+33 1 99 00 12 35', es: '+33 1 99 00 12 36', de: '+33 1 99 00 12 37', it: '+33 1 99 00 12 38', pt: '+33 1 99 00 12 39' },
  pickup_hours: {
    fr: 'Du lundi au vendredi, 08:00–12:00 et 14:00–18:00',
    en: 'Monday to Friday, 08:00–12:00 and 14:00–18:00',
    es: 'De lunes a viernes, 08:00–12:00 y 14:00–18:00',
    de: 'Montag bis Freitag, 08:00–12:00 und 14:00–18:00 Uhr',
    it: 'Dal lunedì al venerdì, 08:00–12:00 e 14:00–18:00',
    pt: 'De segunda a sexta, 08:00–12:00 e 14:00–18:00',
  },
};

export const CONFIGURATIONS: { key: string; value: string; isPublic: boolean }[] = [
  { key: 'free_shipping', value: '9900', isPublic: true },
  { key: 'payment_3x_min', value: '10000', isPublic: true },
  { key: 'payment_4x_min', value: '20000', isPublic: true },
  { key: 'site_rating_average', value: '9.6', isPublic: true },
  { key: 'site_rating_count', value: '1843', isPublic: true },
  // Links only (nothing is loaded from these hosts); the owner replaces them with the shop's pages.
  { key: 'social_facebook', value: 'https://www.facebook.com/sellerie.demo', isPublic: true },
  { key: 'social_instagram', value: 'https://www.instagram.com/sellerie.demo', isPublic: true },
  { key: 'social_youtube', value: 'https://www.youtube.com/@sellerie.demo', isPublic: true },
  { key: 'site_rating_url', value: 'https://www.avis-verifies.com/avis-clients/sellerie.demo', isPublic: true },
  { key: 'contact_email', value: 'contact@sellerie-demo.example', isPublic: true },
  // A loyalty point is worth 5 cents: 20 points = 1 € (orders earn a point per euro).
  { key: 'loyalty_point_value_cents', value: '5', isPublic: true },
  { key: 'contact_phone', value: '+33 1 99 00 12 34', isPublic: true },
  // The seller's legal mentions printed on invoices, and the account given for bank transfers.
  // DEMO VALUES, clearly fake: the owner replaces them with the company's real ones.
  { key: 'seller_name', value: 'Sellerie Démo', isPublic: true },
  { key: 'seller_legal_form', value: 'SAS', isPublic: true },
  { key: 'seller_capital', value: '10 000 €', isPublic: true },
  { key: 'seller_address', value: '12 rue de l’Exemple\n75011 Paris\nFrance', isPublic: true },
  { key: 'seller_siret', value: '000 000 000 00000', isPublic: true },
  { key: 'seller_rcs', value: 'RCS Paris 000 000 000 (démo)', isPublic: true },
  { key: 'seller_vat_number', value: 'FR00000000000', isPublic: true },
  // The legal notice (LCEN art. 6): publication director and host; phone and e-mail are the
  // contact_* settings above.
  { key: 'seller_publication_director', value: 'Camille Martin, présidente', isPublic: true },
  { key: 'host_name', value: 'Hébergeur Démo SAS', isPublic: true },
  { key: 'host_address', value: '2 rue du Serveur\n59100 Roubaix\nFrance', isPublic: true },
  { key: 'host_phone', value: '+33 9 00 00 00 00', isPublic: true },
  { key: 'bank_iban', value: 'FR76 0000 0000 0000 0000 0000 000', isPublic: true },
  { key: 'bank_bic', value: 'DEMOFRPPXXX', isPublic: true },
  { key: 'bank_holder', value: 'Sellerie Démo SAS (compte de démonstration)', isPublic: true },
];

const t = (fr: string, en: string, es: string, de: string, it: string, pt: string): Translated => ({ fr, en, es, de, it, pt });

export interface PromoSeed {
  code: string;
  valuePercent: number;
  isFeatured: boolean;
  isProOnly: boolean;
  minAmountCents: number;
  /** Uses start at 0: the demo past orders carry no code, and the back office counts real uses. */
  maxUses: number | null;
  window: [string, string] | null;
  hex: string;
  name: Translated;
  subtitle: Translated;
  /** Keys of the categories the code is for (with their subcategories); absent: every product. */
  categories?: string[];
}

const ALWAYS: [string, string] = ['2025-01-01T00:00:00Z', '2035-01-01T00:00:00Z'];

export const PROMO_CODES: PromoSeed[] = [
  { code: 'HIVER10', valuePercent: 10, isFeatured: true, isProOnly: false, minAmountCents: 0, maxUses: null, window: ALWAYS, hex: '#1f4d8c',
    name: t("Offre d'hiver", 'Winter offer', 'Oferta de invierno', 'Winterangebot', 'Offerta invernale', 'Oferta de inverno'),
    subtitle: t('-10 % sur toutes les housses de siège', '10% off all seat covers', '-10 % en todas las fundas de asiento', '-10 % auf alle Sitzbezüge', '-10% su tutti i coprisedili', '-10% em todas as capas de banco'), categories: ['seat-covers'] },
  { code: 'BIENVENUE5', valuePercent: 5, isFeatured: true, isProOnly: false, minAmountCents: 0, maxUses: null, window: null, hex: '#2e7d32',
    name: t('Bienvenue', 'Welcome', 'Bienvenida', 'Willkommen', 'Benvenuto', 'Boas-vindas'),
    subtitle: t('-5 % sur votre première commande', '5% off your first order', '-5 % en su primer pedido', '-5 % auf Ihre erste Bestellung', '-5% sul primo ordine', '-5% na sua primeira encomenda') },
  { code: 'HOUSSES15', valuePercent: 15, isFeatured: true, isProOnly: false, minAmountCents: 15000, maxUses: null, window: ALWAYS, hex: '#b3222c',
    name: t('Housses -15 %', '15% off seat covers', 'Fundas -15 %', 'Sitzbezüge -15 %', 'Coprisedili -15%', 'Capas -15%'),
    subtitle: t('Dès 150 € de housses', 'From €150 of seat covers', 'A partir de 150 € en fundas', 'Ab 150 € für Sitzbezüge', 'Da 150 € di coprisedili', 'A partir de 150 € em capas'), categories: ['seat-covers'] },
  { code: 'SOUFFLET10', valuePercent: 10, isFeatured: true, isProOnly: false, minAmountCents: 0, maxUses: null, window: ALWAYS, hex: '#9c5a2b',
    name: t('Soufflets cousus main', 'Hand-stitched boots', 'Fuelles cosidos a mano', 'Handgenähte Manschetten', 'Cuffie cucite a mano', 'Foles cosidos à mão'),
    subtitle: t('-10 % sur les soufflets et pommeaux', '10% off boots and knobs', '-10 % en fuelles y pomos', '-10 % auf Manschetten und Knäufe', '-10% su cuffie e pomelli', '-10% em foles e manetes'), categories: ['bellows'] },
  { code: 'TAPIS12', valuePercent: 12, isFeatured: false, isProOnly: false, minAmountCents: 5000, maxUses: null, window: ALWAYS, hex: '#3b3e43',
    name: t('Tapis de sol', 'Floor mats', 'Alfombrillas', 'Fußmatten', 'Tappetini', 'Tapetes'),
    subtitle: t('-12 % sur les tapis dès 50 € de tapis', '12% off mats from €50 of mats', '-12 % en alfombrillas a partir de 50 € en alfombrillas', '-12 % auf Matten ab 50 € Matten', '-12% sui tappeti da 50 € di tappeti', '-12% nos tapetes a partir de 50 € em tapetes'), categories: ['floor-mats', 'boot-liners'] },
  { code: 'FIDELE8', valuePercent: 8, isFeatured: false, isProOnly: false, minAmountCents: 0, maxUses: 500, window: ALWAYS, hex: '#5c1a27',
    name: t('Merci de votre fidélité', 'Thank you for your loyalty', 'Gracias por su fidelidad', 'Danke für Ihre Treue', 'Grazie per la fedeltà', 'Obrigado pela sua fidelidade'),
    subtitle: t('-8 %, limité aux 500 premiers', '8% off, first 500 only', '-8 %, limitado a los 500 primeros', '-8 %, nur für die ersten 500', '-8%, limitato ai primi 500', '-8%, limitado aos 500 primeiros') },
  { code: 'PRO20', valuePercent: 20, isFeatured: true, isProOnly: true, minAmountCents: 30000, maxUses: null, window: ALWAYS, hex: '#283593',
    name: t('Remise professionnels', 'Trade discount', 'Descuento profesional', 'Händlerrabatt', 'Sconto professionisti', 'Desconto profissional'),
    subtitle: t('-20 % dès 300 € HT, comptes PRO vérifiés', '20% off from €300 excl. VAT, verified PRO accounts', '-20 % desde 300 € sin IVA, cuentas PRO verificadas', '-20 % ab 300 € netto, verifizierte PRO-Konten', '-20% da 300 € IVA esclusa, account PRO verificati', '-20% a partir de 300 € s/ IVA, contas PRO verificadas') },
  { code: 'SOLDES20', valuePercent: 20, isFeatured: true, isProOnly: false, minAmountCents: 0, maxUses: null, window: ['2020-01-08T00:00:00Z', '2020-02-04T23:59:59Z'], hex: '#c25e00',
    name: t("Soldes d'hiver 2020", 'Winter sale 2020', 'Rebajas de invierno 2020', 'Winterschlussverkauf 2020', 'Saldi invernali 2020', 'Saldos de inverno 2020'),
    subtitle: t('Offre terminée', 'Offer ended', 'Oferta finalizada', 'Angebot beendet', 'Offerta terminata', 'Oferta terminada') },
  { code: 'MOUSSE7', valuePercent: 7, isFeatured: false, isProOnly: false, minAmountCents: 0, maxUses: null, window: ALWAYS, hex: '#00695c',
    name: t('Mousses de rechange', 'Replacement foam', 'Espumas de recambio', 'Ersatzschaum', 'Imbottiture di ricambio', 'Espumas de substituição'),
    subtitle: t('-7 % sur les mousses', '7% off foam', '-7 % en espumas', '-7 % auf Schaumstoffe', '-7% sulle imbottiture', '-7% nas espumas'), categories: ['foam'] },
];

export interface WallpaperSeed {
  name: string;
  tags: string[];
  linkUrl: string | null;
  window: [string, string] | null;
  isActive: boolean;
  hex: string;
  title: string;
}

export const WALLPAPERS: WallpaperSeed[] = [
  { name: 'Collection hiver', tags: ['home_banner'], linkUrl: '/codes-promo', window: ALWAYS, isActive: true, hex: '#1f4d8c', title: 'Collection hiver' },
  { name: 'Atelier sur mesure', tags: ['home_banner'], linkUrl: '/c/housses-de-siege', window: ALWAYS, isActive: true, hex: '#3b3e43', title: 'Fait sur mesure' },
  { name: 'Soldes 2020 (expiré)', tags: ['home_banner'], linkUrl: null, window: ['2020-01-01T00:00:00Z', '2020-12-31T23:59:59Z'], isActive: true, hex: '#c25e00', title: 'Soldes 2020' },
  { name: 'Collection 2040 (à venir)', tags: ['home_banner'], linkUrl: null, window: ['2040-01-01T00:00:00Z', '2041-01-01T00:00:00Z'], isActive: true, hex: '#6a1b9a', title: 'Collection 2040' },
  { name: 'Brouillon (inactif)', tags: ['home_banner'], linkUrl: null, window: ALWAYS, isActive: false, hex: '#455a64', title: 'Brouillon' },
  { name: 'Fond connexion', tags: ['login'], linkUrl: null, window: null, isActive: true, hex: '#d6c2a0', title: 'Bienvenue' },
];

/** Home slides: each links to a domain (by category key). */
export const SLIDERS: { domainKey: string; hex: string; title: Translated; subtitle: Translated }[] = [
  { domainKey: 'seat-covers', hex: '#b3222c',
    title: t('Housses sur mesure', 'Made-to-fit seat covers', 'Fundas a medida', 'Sitzbezüge nach Maß', 'Coprisedili su misura', 'Capas à medida'),
    subtitle: t('Plus de 330 modèles, 10 coloris, 5 matières', 'Over 330 models, 10 colours, 5 materials', 'Más de 330 modelos, 10 colores, 5 materiales', 'Über 330 Modelle, 10 Farben, 5 Materialien', 'Oltre 330 modelli, 10 colori, 5 materiali', 'Mais de 330 modelos, 10 cores, 5 materiais') },
  { domainKey: 'door-panels', hex: '#1f4d8c',
    title: t('Panneaux de porte', 'Door panels', 'Paneles de puerta', 'Türverkleidungen', 'Pannelli porta', 'Painéis de porta'),
    subtitle: t('Assortis à vos housses', 'Matching your seat covers', 'A juego con sus fundas', 'Passend zu Ihren Sitzbezügen', 'Coordinati ai coprisedili', 'A condizer com as suas capas') },
  { domainKey: 'equipment', hex: '#3b3e43',
    title: t('Tapis et équipements', 'Mats and equipment', 'Alfombrillas y equipamiento', 'Fußmatten und Ausstattung', 'Tappetini e accessori', 'Tapetes e equipamentos'),
    subtitle: t("Protégez l'habitacle toute l'année", 'Protect the cabin all year round', 'Proteja el habitáculo todo el año', 'Schützen Sie den Innenraum das ganze Jahr', "Proteggi l'abitacolo tutto l'anno", 'Proteja o habitáculo todo o ano') },
];

export const DEAL_PREFIX: Translated = { fr: 'Bon plan', en: 'Deal', es: 'Chollo', de: 'Deal', it: 'Affare', pt: 'Oportunidade' };
export const DEAL_DESCRIPTION: Record<keyof Translated, (percent: number) => string> = {
  fr: (p) => `-${p} % pendant une durée limitée, dans la limite des stocks disponibles.`,
  en: (p) => `${p}% off for a limited time, while stocks last.`,
  es: (p) => `-${p} % durante un tiempo limitado, hasta agotar existencias.`,
  de: (p) => `-${p} % für kurze Zeit, solange der Vorrat reicht.`,
  it: (p) => `-${p}% per un periodo limitato, fino a esaurimento scorte.`,
  pt: (p) => `-${p}% por tempo limitado, até esgotar o stock.`,
};

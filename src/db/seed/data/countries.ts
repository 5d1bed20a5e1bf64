import type { Translated } from '../../../shared/locale';

export interface CountrySeed {
  iso: string;
  name: Translated;
  isAllowed: boolean;
  /** Standard VAT rate in basis points (2025 rates). */
  vatRateBp: number;
  phonePrefix: string;
}

type Row = [iso: string, allowed: boolean, vatBp: number, prefix: string, fr: string, en: string, es: string, de: string, it: string, pt: string];

// prettier-ignore
const ROWS: Row[] = [
  ['FR', true, 2000, '+33', 'France', 'France', 'Francia', 'Frankreich', 'Francia', 'França'],
  ['BE', true, 2100, '+32', 'Belgique', 'Belgium', 'Bélgica', 'Belgien', 'Belgio', 'Bélgica'],
  ['LU', true, 1700, '+352', 'Luxembourg', 'Luxembourg', 'Luxemburgo', 'Luxemburg', 'Lussemburgo', 'Luxemburgo'],
  ['MC', true, 2000, '+377', 'Monaco', 'Monaco', 'Mónaco', 'Monaco', 'Monaco', 'Mónaco'],
  ['CH', true, 810, '+41', 'Suisse', 'Switzerland', 'Suiza', 'Schweiz', 'Svizzera', 'Suíça'],
  ['DE', true, 1900, '+49', 'Allemagne', 'Germany', 'Alemania', 'Deutschland', 'Germania', 'Alemanha'],
  ['AT', true, 2000, '+43', 'Autriche', 'Austria', 'Austria', 'Österreich', 'Austria', 'Áustria'],
  ['NL', true, 2100, '+31', 'Pays-Bas', 'Netherlands', 'Países Bajos', 'Niederlande', 'Paesi Bassi', 'Países Baixos'],
  ['ES', true, 2100, '+34', 'Espagne', 'Spain', 'España', 'Spanien', 'Spagna', 'Espanha'],
  ['PT', true, 2300, '+351', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portogallo', 'Portugal'],
  ['IT', true, 2200, '+39', 'Italie', 'Italy', 'Italia', 'Italien', 'Italia', 'Itália'],
  ['IE', true, 2300, '+353', 'Irlande', 'Ireland', 'Irlanda', 'Irland', 'Irlanda', 'Irlanda'],
  ['DK', true, 2500, '+45', 'Danemark', 'Denmark', 'Dinamarca', 'Dänemark', 'Danimarca', 'Dinamarca'],
  ['GB', false, 2000, '+44', 'Royaume-Uni', 'United Kingdom', 'Reino Unido', 'Vereinigtes Königreich', 'Regno Unito', 'Reino Unido'],
  ['NO', false, 2500, '+47', 'Norvège', 'Norway', 'Noruega', 'Norwegen', 'Norvegia', 'Noruega'],
  ['BG', false, 2000, '+359', 'Bulgarie', 'Bulgaria', 'Bulgaria', 'Bulgarien', 'Bulgaria', 'Bulgária'],
  ['HR', false, 2500, '+385', 'Croatie', 'Croatia', 'Croacia', 'Kroatien', 'Croazia', 'Croácia'],
  ['CY', false, 1900, '+357', 'Chypre', 'Cyprus', 'Chipre', 'Zypern', 'Cipro', 'Chipre'],
  ['CZ', false, 2100, '+420', 'Tchéquie', 'Czechia', 'Chequia', 'Tschechien', 'Cechia', 'Chéquia'],
  ['EE', false, 2400, '+372', 'Estonie', 'Estonia', 'Estonia', 'Estland', 'Estonia', 'Estónia'],
  ['FI', false, 2550, '+358', 'Finlande', 'Finland', 'Finlandia', 'Finnland', 'Finlandia', 'Finlândia'],
  ['GR', false, 2400, '+30', 'Grèce', 'Greece', 'Grecia', 'Griechenland', 'Grecia', 'Grécia'],
  ['HU', false, 2700, '+36', 'Hongrie', 'Hungary', 'Hungría', 'Ungarn', 'Ungheria', 'Hungria'],
  ['LV', false, 2100, '+371', 'Lettonie', 'Latvia', 'Letonia', 'Lettland', 'Lettonia', 'Letónia'],
  ['LT', false, 2100, '+370', 'Lituanie', 'Lithuania', 'Lituania', 'Litauen', 'Lituania', 'Lituânia'],
  ['MT', false, 1800, '+356', 'Malte', 'Malta', 'Malta', 'Malta', 'Malta', 'Malta'],
  ['PL', false, 2300, '+48', 'Pologne', 'Poland', 'Polonia', 'Polen', 'Polonia', 'Polónia'],
  ['RO', false, 2100, '+40', 'Roumanie', 'Romania', 'Rumanía', 'Rumänien', 'Romania', 'Roménia'],
  ['SK', false, 2300, '+421', 'Slovaquie', 'Slovakia', 'Eslovaquia', 'Slowakei', 'Slovacchia', 'Eslováquia'],
  ['SI', false, 2200, '+386', 'Slovénie', 'Slovenia', 'Eslovenia', 'Slowenien', 'Slovenia', 'Eslovénia'],
  ['SE', false, 2500, '+46', 'Suède', 'Sweden', 'Suecia', 'Schweden', 'Svezia', 'Suécia'],
];

/** EU members, Monaco, Switzerland, United Kingdom and Norway; France first, then by French name. */
export const COUNTRIES: CountrySeed[] = ROWS.map(([iso, isAllowed, vatRateBp, phonePrefix, fr, en, es, de, it, pt]) => ({
  iso,
  isAllowed,
  vatRateBp,
  phonePrefix,
  name: { fr, en, es, de, it, pt },
}));

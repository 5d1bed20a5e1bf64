import type { Translated } from '../../../shared/locale';

/** Filter definitions and their values. Keys are stable; ids are assigned on insert. */

export interface ColourSeed {
  key: string;
  code: string;
  hex: string;
  name: Translated;
}

export interface MaterialSeed {
  key: string;
  code: string;
  /** Price multiplier against the leaf category base price. */
  priceFactor: number;
  name: Translated;
}

export const COLOURS: ColourSeed[] = [
  { key: 'black', code: 'NO', hex: '#1c1c1e', name: { fr: 'Noir', en: 'Black', es: 'Negro', de: 'Schwarz', it: 'Nero', pt: 'Preto' } },
  { key: 'anthracite', code: 'AN', hex: '#3b3e43', name: { fr: 'Gris anthracite', en: 'Anthracite grey', es: 'Gris antracita', de: 'Anthrazitgrau', it: 'Grigio antracite', pt: 'Cinzento antracite' } },
  { key: 'light-grey', code: 'GR', hex: '#a9acb0', name: { fr: 'Gris clair', en: 'Light grey', es: 'Gris claro', de: 'Hellgrau', it: 'Grigio chiaro', pt: 'Cinzento claro' } },
  { key: 'beige', code: 'BE', hex: '#d6c2a0', name: { fr: 'Beige', en: 'Beige', es: 'Beis', de: 'Beige', it: 'Beige', pt: 'Bege' } },
  { key: 'brown', code: 'MA', hex: '#6b4429', name: { fr: 'Marron', en: 'Brown', es: 'Marrón', de: 'Braun', it: 'Marrone', pt: 'Castanho' } },
  { key: 'cognac', code: 'CO', hex: '#9c5a2b', name: { fr: 'Cognac', en: 'Cognac', es: 'Coñac', de: 'Cognac', it: 'Cognac', pt: 'Conhaque' } },
  { key: 'red', code: 'RO', hex: '#b3222c', name: { fr: 'Rouge', en: 'Red', es: 'Rojo', de: 'Rot', it: 'Rosso', pt: 'Vermelho' } },
  { key: 'burgundy', code: 'BO', hex: '#5c1a27', name: { fr: 'Bordeaux', en: 'Burgundy', es: 'Burdeos', de: 'Bordeauxrot', it: 'Bordeaux', pt: 'Bordô' } },
  { key: 'blue', code: 'BL', hex: '#1f4d8c', name: { fr: 'Bleu', en: 'Blue', es: 'Azul', de: 'Blau', it: 'Blu', pt: 'Azul' } },
  { key: 'white', code: 'BC', hex: '#eeece6', name: { fr: 'Blanc', en: 'White', es: 'Blanco', de: 'Weiß', it: 'Bianco', pt: 'Branco' } },
];

export const MATERIALS: MaterialSeed[] = [
  { key: 'leatherette', code: 'SC', priceFactor: 1, name: { fr: 'Simili cuir', en: 'Leatherette', es: 'Polipiel', de: 'Kunstleder', it: 'Similpelle', pt: 'Pele sintética' } },
  { key: 'fabric', code: 'TI', priceFactor: 0.85, name: { fr: 'Tissu', en: 'Fabric', es: 'Tela', de: 'Stoff', it: 'Tessuto', pt: 'Tecido' } },
  { key: 'alcantara', code: 'AL', priceFactor: 1.45, name: { fr: 'Alcantara', en: 'Alcantara', es: 'Alcántara', de: 'Alcantara', it: 'Alcantara', pt: 'Alcântara' } },
  { key: 'leather', code: 'CU', priceFactor: 1.7, name: { fr: 'Cuir', en: 'Leather', es: 'Cuero', de: 'Leder', it: 'Pelle', pt: 'Couro' } },
  { key: 'velvet', code: 'VE', priceFactor: 0.95, name: { fr: 'Velours', en: 'Velvet', es: 'Terciopelo', de: 'Samt', it: 'Velluto', pt: 'Veludo' } },
  { key: 'carpet', code: 'MQ', priceFactor: 0.9, name: { fr: 'Moquette', en: 'Carpet', es: 'Moqueta', de: 'Velours-Teppich', it: 'Moquette', pt: 'Alcatifa' } },
  { key: 'rubber', code: 'CA', priceFactor: 0.8, name: { fr: 'Caoutchouc', en: 'Rubber', es: 'Goma', de: 'Gummi', it: 'Gomma', pt: 'Borracha' } },
  { key: 'pu-foam', code: 'PU', priceFactor: 0.9, name: { fr: 'Mousse polyuréthane', en: 'Polyurethane foam', es: 'Espuma de poliuretano', de: 'Polyurethanschaum', it: 'Espanso poliuretanico', pt: 'Espuma de poliuretano' } },
  { key: 'hr-foam', code: 'HR', priceFactor: 1.1, name: { fr: 'Mousse haute résilience', en: 'High-resilience foam', es: 'Espuma de alta resiliencia', de: 'Kaltschaum (HR)', it: 'Espanso ad alta resilienza', pt: 'Espuma de alta resiliência' } },
  { key: 'memory-foam', code: 'MF', priceFactor: 1.3, name: { fr: 'Mousse à mémoire de forme', en: 'Memory foam', es: 'Espuma viscoelástica', de: 'Memory-Schaum', it: 'Memory foam', pt: 'Espuma viscoelástica' } },
];

/** Foam has no colour choice: its pictures use the natural colour of the foam. */
export const FOAM_TINT: Record<string, string> = {
  'pu-foam': '#efe2a2',
  'hr-foam': '#c9cdd1',
  'memory-foam': '#9fc1de',
};

export const POSITIONS: { key: string; name: Translated }[] = [
  { key: 'front', name: { fr: 'Avant', en: 'Front', es: 'Delantero', de: 'Vorne', it: 'Anteriore', pt: 'Dianteiro' } },
  { key: 'rear', name: { fr: 'Arrière', en: 'Rear', es: 'Trasero', de: 'Hinten', it: 'Posteriore', pt: 'Traseiro' } },
  { key: 'full', name: { fr: 'Complet', en: 'Full set', es: 'Completo', de: 'Komplett', it: 'Completo', pt: 'Completo' } },
  { key: 'driver', name: { fr: 'Conducteur', en: 'Driver', es: 'Conductor', de: 'Fahrer', it: 'Conducente', pt: 'Condutor' } },
  { key: 'passenger', name: { fr: 'Passager', en: 'Passenger', es: 'Pasajero', de: 'Beifahrer', it: 'Passeggero', pt: 'Passageiro' } },
];

export const THICKNESSES_MM = [5, 10, 20, 30, 40, 50, 80] as const;

export const FINISHES: { key: string; name: Translated }[] = [
  { key: 'single-stitch', name: { fr: 'Surpiqûre simple', en: 'Single stitching', es: 'Pespunte simple', de: 'Einfache Naht', it: 'Cucitura singola', pt: 'Pesponto simples' } },
  { key: 'double-stitch', name: { fr: 'Double surpiqûre', en: 'Double stitching', es: 'Doble pespunte', de: 'Doppelnaht', it: 'Doppia cucitura', pt: 'Pesponto duplo' } },
  { key: 'contrast-stitch', name: { fr: 'Surpiqûre contrastée', en: 'Contrast stitching', es: 'Pespunte en contraste', de: 'Kontrastnaht', it: 'Cuciture a contrasto', pt: 'Pesponto em contraste' } },
  { key: 'quilted', name: { fr: 'Matelassé losange', en: 'Diamond quilted', es: 'Acolchado en rombos', de: 'Rautensteppung', it: 'Trapuntato a rombi', pt: 'Acolchoado em losango' } },
  { key: 'perforated', name: { fr: 'Perforé', en: 'Perforated', es: 'Perforado', de: 'Perforiert', it: 'Traforato', pt: 'Perfurado' } },
];

export const FILTER_NAMES: Record<'colour' | 'material' | 'position' | 'thickness' | 'finish', Translated> = {
  colour: { fr: 'Couleur', en: 'Colour', es: 'Color', de: 'Farbe', it: 'Colore', pt: 'Cor' },
  material: { fr: 'Matière', en: 'Material', es: 'Material', de: 'Material', it: 'Materiale', pt: 'Material' },
  position: { fr: 'Position', en: 'Position', es: 'Posición', de: 'Position', it: 'Posizione', pt: 'Posição' },
  thickness: { fr: 'Épaisseur (mm)', en: 'Thickness (mm)', es: 'Grosor (mm)', de: 'Stärke (mm)', it: 'Spessore (mm)', pt: 'Espessura (mm)' },
  finish: { fr: 'Finition', en: 'Finish', es: 'Acabado', de: 'Verarbeitung', it: 'Finitura', pt: 'Acabamento' },
};

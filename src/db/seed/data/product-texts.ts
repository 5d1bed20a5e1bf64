import type { Locale, Translated } from '../../../shared/locale';
import type { DomainKey } from './catalogue';

/** Sentences from which product descriptions and reviews are assembled, per language. */

export function yearsText(locale: Locale, from: number | null, to: number | null): string {
  if (from === null) return '';
  if (to !== null) return `${from}–${to}`;
  const since: Translated = { fr: 'depuis', en: 'since', es: 'desde', de: 'seit', it: 'dal', pt: 'desde' };
  return `${since[locale]} ${from}`;
}

export const FIT_MODEL: Record<Locale, (vehicle: string, years: string) => string> = {
  fr: (v, y) => `Fabrication sur mesure pour ${v} (${y}) : la coupe reprend chaque forme d'origine, sans pli ni jeu.`,
  en: (v, y) => `Made to measure for the ${v} (${y}): the cut follows every original contour, with no creases or slack.`,
  es: (v, y) => `Fabricado a medida para el ${v} (${y}): el patrón sigue cada forma original, sin pliegues ni holguras.`,
  de: (v, y) => `Maßgefertigt für den ${v} (${y}): Der Schnitt folgt jeder Originalkontur, ohne Falten und Spiel.`,
  it: (v, y) => `Realizzato su misura per ${v} (${y}): il taglio segue ogni forma originale, senza pieghe né giochi.`,
  pt: (v, y) => `Fabricado à medida para o ${v} (${y}): o corte segue cada forma original, sem pregas nem folgas.`,
};

export const FIT_UNIVERSAL: Record<Locale, (count: number) => string> = {
  fr: (n) => `Compatible avec ${n} modèles de notre liste de véhicules : vérifiez le vôtre dans l'onglet compatibilité.`,
  en: (n) => `Fits ${n} models from our vehicle list: check yours in the compatibility tab.`,
  es: (n) => `Compatible con ${n} modelos de nuestra lista de vehículos: compruebe el suyo en la pestaña de compatibilidad.`,
  de: (n) => `Passend für ${n} Modelle unserer Fahrzeugliste – prüfen Sie Ihres im Reiter Kompatibilität.`,
  it: (n) => `Compatibile con ${n} modelli del nostro elenco veicoli: verifica il tuo nella scheda compatibilità.`,
  pt: (n) => `Compatível com ${n} modelos da nossa lista de veículos: confirme o seu no separador de compatibilidade.`,
};

export const DOMAIN_SENTENCE: Record<DomainKey, Translated> = {
  'seat-covers': {
    fr: 'Les housses se posent par-dessus la garniture existante et laissent les airbags latéraux se déployer grâce à des coutures de sécurité.',
    en: 'The covers fit over the existing upholstery, and safety seams let the side airbags deploy.',
    es: 'Las fundas se colocan sobre la tapicería existente y las costuras de seguridad permiten que se desplieguen los airbags laterales.',
    de: 'Die Bezüge werden über die vorhandenen Polster gezogen; Sicherheitsnähte lassen die Seitenairbags auslösen.',
    it: 'I coprisedili si montano sopra la tappezzeria esistente e le cuciture di sicurezza lasciano aprire gli airbag laterali.',
    pt: 'As capas colocam-se sobre o estofo existente e as costuras de segurança deixam abrir os airbags laterais.',
  },
  foam: {
    fr: 'Mousse découpée en atelier, densité contrôlée, qui retrouve sa forme après chaque trajet.',
    en: 'Workshop-cut foam of controlled density that regains its shape after every journey.',
    es: 'Espuma cortada en taller, de densidad controlada, que recupera su forma tras cada trayecto.',
    de: 'In der Werkstatt zugeschnittener Schaum mit kontrolliertem Raumgewicht, der nach jeder Fahrt seine Form zurückgewinnt.',
    it: "Espanso tagliato in laboratorio, a densità controllata, che riprende forma dopo ogni viaggio.",
    pt: 'Espuma cortada na oficina, de densidade controlada, que recupera a forma após cada viagem.',
  },
  'door-panels': {
    fr: "Le panneau est livré tendu sur un support rigide, avec les découpes de poignée, de lève-vitre et de haut-parleur.",
    en: 'The panel comes stretched over a rigid backing, with cut-outs for the handle, window switch and speaker.',
    es: 'El panel se entrega tensado sobre un soporte rígido, con los cortes para la maneta, el elevalunas y el altavoz.',
    de: 'Die Verkleidung wird auf einem festen Träger bespannt geliefert, mit Ausschnitten für Griff, Fensterheber und Lautsprecher.',
    it: 'Il pannello è fornito teso su un supporto rigido, con i fori per maniglia, alzacristallo e altoparlante.',
    pt: 'O painel é entregue esticado sobre um suporte rígido, com recortes para puxador, elevador do vidro e altifalante.',
  },
  'rear-shelves': {
    fr: "La plage arrière reprend les points de fixation d'origine et supporte jusqu'à 5 kg d'objets légers.",
    en: 'The shelf uses the original mounting points and holds up to 5 kg of light items.',
    es: 'La bandeja aprovecha los anclajes originales y soporta hasta 5 kg de objetos ligeros.',
    de: 'Die Hutablage nutzt die Originalbefestigungspunkte und trägt bis zu 5 kg leichter Gegenstände.',
    it: 'La cappelliera usa i punti di fissaggio originali e regge fino a 5 kg di oggetti leggeri.',
    pt: 'A chapeleira usa os pontos de fixação originais e suporta até 5 kg de objetos leves.',
  },
  bellows: {
    fr: "Chaque soufflet est cousu main, doublé et livré prêt à agrafer sur le cadre d'origine.",
    en: 'Each boot is hand-stitched, lined and supplied ready to staple onto the original frame.',
    es: 'Cada fuelle se cose a mano, va forrado y se entrega listo para grapar en el marco original.',
    de: 'Jede Manschette ist handgenäht, gefüttert und fertig zum Aufklammern auf den Originalrahmen.',
    it: 'Ogni cuffia è cucita a mano, foderata e pronta da graffare sul telaio originale.',
    pt: 'Cada fole é cosido à mão, forrado e entregue pronto a agrafar na moldura original.',
  },
  equipment: {
    fr: "Un équipement pensé pour l'usage quotidien, facile à entretenir et à remplacer.",
    en: 'Equipment designed for daily use, easy to clean and to replace.',
    es: 'Un equipamiento pensado para el uso diario, fácil de limpiar y de sustituir.',
    de: 'Ausstattung für den täglichen Gebrauch, leicht zu pflegen und auszutauschen.',
    it: "Un accessorio pensato per l'uso quotidiano, facile da pulire e da sostituire.",
    pt: 'Um equipamento pensado para o uso diário, fácil de limpar e de substituir.',
  },
};

export const MATERIAL_SENTENCE: Record<Locale, (material: string) => string> = {
  fr: (m) => `Matière : ${m}, choisie pour sa tenue à l'usure et aux UV.`,
  en: (m) => `Material: ${m}, chosen for its resistance to wear and UV light.`,
  es: (m) => `Material: ${m}, elegido por su resistencia al desgaste y a los rayos UV.`,
  de: (m) => `Material: ${m}, ausgewählt wegen seiner Abrieb- und UV-Beständigkeit.`,
  it: (m) => `Materiale: ${m}, scelto per la resistenza all'usura e ai raggi UV.`,
  pt: (m) => `Material: ${m}, escolhido pela resistência ao desgaste e aos raios UV.`,
};

export const CLOSINGS: Translated[] = [
  { fr: 'Fabriqué dans notre atelier et expédié sous 24/48 h.', en: 'Made in our workshop and shipped within 24/48 h.', es: 'Fabricado en nuestro taller y enviado en 24/48 h.', de: 'In unserer Werkstatt gefertigt und innerhalb von 24/48 h versandt.', it: 'Prodotto nel nostro laboratorio e spedito in 24/48 h.', pt: 'Fabricado na nossa oficina e enviado em 24/48 h.' },
  { fr: 'Pose sans outil en 30 à 60 minutes, notice illustrée fournie.', en: 'Tool-free fitting in 30 to 60 minutes, illustrated instructions included.', es: 'Montaje sin herramientas en 30 a 60 minutos, instrucciones ilustradas incluidas.', de: 'Werkzeuglose Montage in 30 bis 60 Minuten, bebilderte Anleitung inklusive.', it: 'Montaggio senza attrezzi in 30-60 minuti, istruzioni illustrate incluse.', pt: 'Montagem sem ferramentas em 30 a 60 minutos, instruções ilustradas incluídas.' },
  { fr: 'Retour accepté 14 jours après réception pour tout produit non ouvert.', en: 'Returns accepted within 14 days of receipt for unopened products.', es: 'Devoluciones aceptadas en los 14 días siguientes a la recepción para productos sin abrir.', de: 'Rückgabe unbenutzter Produkte innerhalb von 14 Tagen nach Erhalt.', it: 'Reso accettato entro 14 giorni dalla ricezione per i prodotti non aperti.', pt: 'Devolução aceite até 14 dias após a receção para produtos por abrir.' },
];

export const LABELS: { color: string; text: Translated }[] = [
  { color: '#2e7d32', text: { fr: 'Nouveau', en: 'New', es: 'Nuevo', de: 'Neu', it: 'Novità', pt: 'Novo' } },
  { color: '#c62828', text: { fr: 'Promo', en: 'Sale', es: 'Oferta', de: 'Angebot', it: 'Offerta', pt: 'Promoção' } },
  { color: '#f9a825', text: { fr: 'Meilleure vente', en: 'Best seller', es: 'Más vendido', de: 'Bestseller', it: 'Più venduto', pt: 'Mais vendido' } },
  { color: '#1565c0', text: { fr: 'Exclusivité web', en: 'Online exclusive', es: 'Exclusiva web', de: 'Online-Exklusiv', it: 'Esclusiva web', pt: 'Exclusivo online' } },
];

/** Review locales and how often each appears (the shop sells mostly in France). */
export const REVIEW_LOCALES: Locale[] = ['fr', 'en', 'es', 'de', 'it', 'pt'];
export const REVIEW_LOCALE_WEIGHTS = [60, 6, 10, 8, 8, 8];

export const AUTHOR_FIRST_NAMES: Record<Locale, string[]> = {
  fr: ['Julien', 'Sophie', 'Nicolas', 'Camille', 'Thomas', 'Claire', 'Mathieu', 'Élodie', 'Stéphane', 'Aurélie', 'François', 'Nathalie', 'Jérôme', 'Céline'],
  en: ['James', 'Emma', 'Oliver', 'Charlotte', 'Harry', 'Sophie', 'George', 'Amelia', 'Jack', 'Olivia'],
  es: ['Javier', 'Lucía', 'Alejandro', 'María', 'Pablo', 'Carmen', 'Sergio', 'Laura', 'Diego', 'Elena'],
  de: ['Jürgen', 'Anna', 'Lukas', 'Katrin', 'Stefan', 'Julia', 'Markus', 'Sabine', 'Tobias', 'Jörg'],
  it: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sara', 'Davide', 'Elisa'],
  pt: ['João', 'Ana', 'Miguel', 'Inês', 'Tiago', 'Beatriz', 'Rui', 'Mariana', 'Pedro', 'Catarina'],
};

export const REVIEW_COMMENTS: Record<Locale, { good: string[]; average: string[]; bad: string[] }> = {
  fr: {
    good: ["Ajustement parfait, on dirait l'origine.", 'Qualité au rendez-vous et livraison rapide.', 'Montage un peu long mais le résultat est superbe.', 'Très bon rapport qualité-prix, je recommande.', 'Coutures impeccables, matière agréable au toucher.', 'Conforme à la description, couleur fidèle aux photos.', 'Deuxième commande chez eux, toujours aussi satisfait.', "Ma voiture a retrouvé un intérieur neuf !"],
    average: ['Correct, mais la notice pourrait être plus claire.', 'Bonne qualité, délai un peu plus long que prévu.', 'Ajustement correct, un léger pli subsiste.'],
    bad: ['Taille un peu juste, service client réactif cependant.', 'Couleur plus foncée que sur la photo.', "Livraison retardée d'une semaine."],
  },
  en: {
    good: ['Perfect fit, looks factory original.', 'Great quality and fast delivery.', 'Fitting took a while but the result is superb.', 'Very good value for money, recommended.', 'Flawless stitching and a pleasant material.', 'As described, colour true to the photos.', 'Second order with them, just as happy.', 'My car feels brand new inside!'],
    average: ['Fine, but the instructions could be clearer.', 'Good quality, took a little longer than expected.', 'Decent fit, one small crease remains.'],
    bad: ['A little tight, although customer service was quick to help.', 'Colour darker than in the photo.', 'Delivery was a week late.'],
  },
  es: {
    good: ['Ajuste perfecto, parece de origen.', 'Buena calidad y entrega rápida.', 'El montaje lleva su tiempo, pero el resultado es espléndido.', 'Muy buena relación calidad-precio, lo recomiendo.', 'Costuras impecables y material agradable.', 'Tal como se describe, color fiel a las fotos.', 'Segundo pedido con ellos, igual de satisfecho.', '¡Mi coche parece nuevo por dentro!'],
    average: ['Correcto, pero las instrucciones podrían ser más claras.', 'Buena calidad, tardó algo más de lo previsto.', 'Ajuste correcto, queda un pequeño pliegue.'],
    bad: ['Algo justo de talla, aunque atención al cliente respondió rápido.', 'El color es más oscuro que en la foto.', 'La entrega llegó una semana tarde.'],
  },
  de: {
    good: ['Passt perfekt, wie ab Werk.', 'Top Qualität und schnelle Lieferung.', 'Die Montage dauert etwas, aber das Ergebnis ist super.', 'Sehr gutes Preis-Leistungs-Verhältnis, empfehlenswert.', 'Saubere Nähte und angenehmes Material.', 'Wie beschrieben, Farbe wie auf den Fotos.', 'Zweite Bestellung, wieder sehr zufrieden.', 'Mein Auto sieht innen wieder wie neu aus!'],
    average: ['In Ordnung, aber die Anleitung könnte klarer sein.', 'Gute Qualität, Lieferung dauerte etwas länger.', 'Passform okay, eine kleine Falte bleibt.'],
    bad: ['Etwas knapp geschnitten, der Kundendienst hat aber schnell reagiert.', 'Farbe dunkler als auf dem Foto.', 'Lieferung kam eine Woche zu spät.'],
  },
  it: {
    good: ["Vestibilità perfetta, sembra d'origine.", 'Ottima qualità e consegna rapida.', 'Montaggio un po’ lungo ma il risultato è splendido.', 'Ottimo rapporto qualità-prezzo, consigliato.', 'Cuciture impeccabili e materiale piacevole.', 'Conforme alla descrizione, colore fedele alle foto.', 'Secondo ordine da loro, sempre soddisfatto.', 'La mia auto sembra nuova dentro!'],
    average: ['Discreto, ma le istruzioni potrebbero essere più chiare.', 'Buona qualità, tempi un po’ più lunghi del previsto.', 'Vestibilità corretta, resta una piccola piega.'],
    bad: ['Un po’ stretto, ma il servizio clienti è stato rapido.', 'Colore più scuro che in foto.', 'Consegna in ritardo di una settimana.'],
  },
  pt: {
    good: ['Ajuste perfeito, parece de origem.', 'Boa qualidade e entrega rápida.', 'A montagem demora, mas o resultado é excelente.', 'Muito boa relação qualidade-preço, recomendo.', 'Costuras impecáveis e material agradável.', 'Conforme a descrição, cor fiel às fotos.', 'Segunda encomenda, continuo satisfeito.', 'O meu carro parece novo por dentro!'],
    average: ['Razoável, mas as instruções podiam ser mais claras.', 'Boa qualidade, demorou um pouco mais do que o previsto.', 'Ajuste correto, fica uma pequena prega.'],
    bad: ['Um pouco justo, mas o apoio ao cliente respondeu depressa.', 'Cor mais escura do que na foto.', 'A entrega chegou uma semana atrasada.'],
  },
};

/** Material or colour name inside a sentence: lower case, except German nouns. */
export function inline(locale: Locale, name: string): string {
  if (locale === 'de' || name.length === 0) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

import type { Translated } from '../../../shared/locale';

/** The six product domains (top-level categories), their categories and subcategories. */

export type DomainKey = 'seat-covers' | 'foam' | 'door-panels' | 'rear-shelves' | 'bellows' | 'equipment';
/** model: 1–3 generations of one model; van: a utility model; universal: 4–15 vehicles of any make. */
export type FitKind = 'model' | 'van' | 'universal';

export interface LeafSpec {
  /** Reference prefix, e.g. HSA → HSA-CLIO4-SC-000001. */
  code: string;
  /** Start of the product name in each language. */
  noun: Translated;
  materials: string[];
  /** Colour keys offered; empty for foam (thickness variants instead). */
  colours: string[];
  fit: FitKind;
  priceCents: [number, number];
  weightGrams: [number, number];
  position?: string;
  finishes?: boolean;
  thickness?: boolean;
}

export interface CategorySeed {
  key: string;
  name: Translated;
  subtitle: Translated;
  children?: CategorySeed[];
  leaf?: LeafSpec;
}

export interface DomainSeed extends CategorySeed {
  key: DomainKey;
  children: CategorySeed[];
}

const ALL_COLOURS = ['black', 'anthracite', 'light-grey', 'beige', 'brown', 'cognac', 'red', 'burgundy', 'blue', 'white'];
const DARK_COLOURS = ['black', 'anthracite', 'light-grey', 'beige', 'brown'];
const MAT_COLOURS = ['black', 'anthracite', 'light-grey', 'beige', 'blue', 'red'];
const UPHOLSTERY = ['leatherette', 'fabric', 'alcantara', 'leather', 'velvet'];
const FOAMS = ['pu-foam', 'hr-foam', 'memory-foam'];

const t = (fr: string, en: string, es: string, de: string, it: string, pt: string): Translated => ({ fr, en, es, de, it, pt });

export const DOMAINS: DomainSeed[] = [
  {
    key: 'seat-covers',
    name: t('Housses de siège', 'Seat covers', 'Fundas de asiento', 'Sitzbezüge', 'Coprisedili', 'Capas de banco'),
    subtitle: t('Des housses taillées au millimètre pour chaque modèle, cousues dans notre atelier.', 'Covers cut to the millimetre for each model and sewn in our workshop.', 'Fundas cortadas al milímetro para cada modelo y cosidas en nuestro taller.', 'Millimetergenau zugeschnittene Bezüge für jedes Modell, genäht in unserer Werkstatt.', 'Coprisedili tagliati al millimetro per ogni modello e cuciti nel nostro laboratorio.', 'Capas cortadas ao milímetro para cada modelo e costuradas na nossa oficina.'),
    children: [
      {
        key: 'made-to-fit-covers',
        name: t('Housses sur mesure', 'Made-to-fit covers', 'Fundas a medida', 'Maßgefertigte Bezüge', 'Coprisedili su misura', 'Capas à medida'),
        subtitle: t('Avant, arrière ou jeu complet, à la forme exacte de vos sièges.', 'Front, rear or full set, shaped exactly like your seats.', 'Delanteras, traseras o juego completo, con la forma exacta de sus asientos.', 'Vorne, hinten oder als Komplettset, exakt in Form Ihrer Sitze.', 'Anteriori, posteriori o set completo, con la forma esatta dei tuoi sedili.', 'Dianteiras, traseiras ou conjunto completo, com a forma exata dos seus bancos.'),
        children: [
          { key: 'front-seat-covers', name: t('Housses de sièges avant', 'Front seat covers', 'Fundas de asientos delanteros', 'Vordersitzbezüge', 'Coprisedili anteriori', 'Capas de bancos dianteiros'), subtitle: t('Conducteur et passager, airbags latéraux compatibles.', 'Driver and passenger, side airbag compatible.', 'Conductor y acompañante, compatibles con airbags laterales.', 'Fahrer und Beifahrer, seitenairbagtauglich.', 'Conducente e passeggero, compatibili con airbag laterali.', 'Condutor e passageiro, compatíveis com airbags laterais.'),
            leaf: { code: 'HSA', noun: t('Housses de siège avant sur mesure', 'Made-to-fit front seat covers', 'Fundas de asiento delanteras a medida', 'Maßgefertigte Vordersitzbezüge', 'Coprisedili anteriori su misura', 'Capas de bancos dianteiros à medida'), materials: UPHOLSTERY, colours: ALL_COLOURS, fit: 'model', priceCents: [8000, 22000], weightGrams: [1200, 2500], position: 'front', finishes: true } },
          { key: 'rear-seat-covers', name: t('Housses de banquette arrière', 'Rear bench covers', 'Fundas de asiento trasero', 'Rücksitzbankbezüge', 'Coprisedili posteriori', 'Capas de banco traseiro'), subtitle: t('Banquette fractionnable 1/3 – 2/3, accoudoir et appuie-têtes.', 'Split 60/40 bench, armrest and headrests included.', 'Banqueta abatible 1/3 – 2/3, reposabrazos y reposacabezas.', 'Geteilte Rückbank 1/3 – 2/3, Armlehne und Kopfstützen.', 'Divanetto frazionato 1/3 – 2/3, bracciolo e poggiatesta.', 'Banco rebatível 1/3 – 2/3, apoio de braço e apoios de cabeça.'),
            leaf: { code: 'HSR', noun: t('Housse de banquette arrière sur mesure', 'Made-to-fit rear bench cover', 'Funda de asiento trasero a medida', 'Maßgefertigter Rücksitzbankbezug', 'Coprisedile posteriore su misura', 'Capa de banco traseiro à medida'), materials: UPHOLSTERY, colours: ALL_COLOURS, fit: 'model', priceCents: [7000, 18000], weightGrams: [1000, 2200], position: 'rear', finishes: true } },
          { key: 'full-seat-cover-sets', name: t('Jeux complets de housses', 'Full seat cover sets', 'Juegos completos de fundas', 'Sitzbezug-Komplettsets', 'Set completi di coprisedili', 'Conjuntos completos de capas'), subtitle: t("Tout l'habitacle habillé d'un coup, avant et arrière assortis.", 'The whole cabin in one go, with matching front and rear.', 'Todo el habitáculo de una vez, delante y detrás a juego.', 'Der ganze Innenraum auf einmal, vorne und hinten passend.', "Tutto l'abitacolo in una volta, anteriore e posteriore coordinati.", 'Todo o habitáculo de uma vez, frente e trás a condizer.'),
            leaf: { code: 'HSC', noun: t('Jeu complet de housses de siège sur mesure', 'Made-to-fit full seat cover set', 'Juego completo de fundas de asiento a medida', 'Maßgefertigtes Sitzbezug-Komplettset', 'Set completo di coprisedili su misura', 'Conjunto completo de capas de banco à medida'), materials: UPHOLSTERY, colours: ALL_COLOURS, fit: 'model', priceCents: [16000, 45000], weightGrams: [2500, 5000], position: 'full', finishes: true } },
        ],
      },
      {
        key: 'van-seat-covers',
        name: t('Housses pour utilitaires', 'Van seat covers', 'Fundas para furgonetas', 'Sitzbezüge für Transporter', 'Coprisedili per furgoni', 'Capas para furgões'),
        subtitle: t('Renforcées pour un usage professionnel intensif.', 'Reinforced for heavy professional use.', 'Reforzadas para un uso profesional intensivo.', 'Verstärkt für den harten Profi-Einsatz.', 'Rinforzati per un uso professionale intensivo.', 'Reforçadas para uso profissional intensivo.'),
        children: [
          { key: 'van-driver-seat-covers', name: t('Housses siège conducteur utilitaire', 'Van driver seat covers', 'Fundas de asiento de conductor para furgoneta', 'Fahrersitzbezüge für Transporter', 'Coprisedili conducente per furgoni', 'Capas de banco do condutor para furgão'), subtitle: t("Le siège le plus sollicité, protégé à l'identique.", 'The hardest-working seat, protected to the exact shape.', 'El asiento más castigado, protegido a su medida.', 'Der meistbeanspruchte Sitz, passgenau geschützt.', 'Il sedile più sollecitato, protetto su misura.', 'O banco mais usado, protegido à medida.'),
            leaf: { code: 'HUC', noun: t('Housse de siège conducteur pour utilitaire', 'Van driver seat cover', 'Funda de asiento de conductor para furgoneta', 'Fahrersitzbezug für Transporter', 'Coprisedile conducente per furgone', 'Capa de banco do condutor para furgão'), materials: ['leatherette', 'fabric'], colours: DARK_COLOURS, fit: 'van', priceCents: [6000, 14000], weightGrams: [700, 1400], position: 'driver', finishes: true } },
          { key: 'van-passenger-bench-covers', name: t('Housses banquette passagers utilitaire', 'Van passenger bench covers', 'Fundas de banqueta de pasajeros', 'Beifahrer-Doppelsitzbezüge', 'Coprisedili panca passeggeri', 'Capas de banco duplo de passageiros'), subtitle: t('Banquette double avec tablette ou vide-poches.', 'Double bench with folding table or storage tray.', 'Banqueta doble con mesita o guardaobjetos.', 'Doppelsitzbank mit Klapptisch oder Ablage.', 'Panca doppia con tavolino o portaoggetti.', 'Banco duplo com mesa ou porta-objetos.'),
            leaf: { code: 'HUP', noun: t('Housse de banquette passagers pour utilitaire', 'Van passenger bench cover', 'Funda de banqueta de pasajeros para furgoneta', 'Beifahrer-Doppelsitzbankbezug für Transporter', 'Coprisedile panca passeggeri per furgone', 'Capa de banco duplo de passageiros para furgão'), materials: ['leatherette', 'fabric'], colours: DARK_COLOURS, fit: 'van', priceCents: [8000, 16000], weightGrams: [900, 1800], position: 'passenger', finishes: true } },
        ],
      },
      { key: 'waterproof-seat-covers', name: t('Housses de protection', 'Protective seat covers', 'Fundas protectoras', 'Schutzbezüge', 'Coprisedili protettivi', 'Capas de proteção'), subtitle: t('Imperméables et lavables, pour le sport, les chantiers et les animaux.', 'Waterproof and washable, for sport, building sites and pets.', 'Impermeables y lavables, para el deporte, las obras y las mascotas.', 'Wasserdicht und waschbar, für Sport, Baustelle und Haustiere.', 'Impermeabili e lavabili, per sport, cantieri e animali.', 'Impermeáveis e laváveis, para desporto, obras e animais.'),
        leaf: { code: 'HSP', noun: t('Housses de siège imperméables', 'Waterproof seat covers', 'Fundas de asiento impermeables', 'Wasserdichte Sitzbezüge', 'Coprisedili impermeabili', 'Capas de banco impermeáveis'), materials: ['fabric', 'leatherette'], colours: DARK_COLOURS, fit: 'universal', priceCents: [3000, 9000], weightGrams: [600, 1500], position: 'front' } },
      { key: 'headrest-covers', name: t("Housses d'appuie-tête", 'Headrest covers', 'Fundas de reposacabezas', 'Kopfstützenbezüge', 'Copripoggiatesta', 'Capas de apoio de cabeça'), subtitle: t('La touche finale assortie à vos housses.', 'The matching finishing touch for your covers.', 'El toque final a juego con sus fundas.', 'Der passende letzte Schliff für Ihre Bezüge.', 'Il tocco finale coordinato ai tuoi coprisedili.', 'O toque final a condizer com as suas capas.'),
        leaf: { code: 'HAT', noun: t("Housses d'appuie-tête sur mesure", 'Made-to-fit headrest covers', 'Fundas de reposacabezas a medida', 'Maßgefertigte Kopfstützenbezüge', 'Copripoggiatesta su misura', 'Capas de apoio de cabeça à medida'), materials: UPHOLSTERY, colours: ALL_COLOURS, fit: 'model', priceCents: [2500, 6000], weightGrams: [150, 400], finishes: true } },
    ],
  },
  {
    key: 'foam',
    name: t('Mousses', 'Foam', 'Espumas', 'Schaumstoffe', 'Imbottiture', 'Espumas'),
    subtitle: t("Mousses de rembourrage pour redonner forme et confort à vos sièges.", 'Padding foam to give your seats back their shape and comfort.', 'Espumas de relleno para devolver forma y confort a sus asientos.', 'Polsterschaum, der Ihren Sitzen Form und Komfort zurückgibt.', 'Imbottiture per ridare forma e comfort ai tuoi sedili.', 'Espumas de enchimento para devolver forma e conforto aos seus bancos.'),
    children: [
      { key: 'seat-cushion-foam', name: t("Mousses d'assise", 'Seat cushion foam', 'Espumas de asiento', 'Sitzpolster', 'Imbottiture per seduta', 'Espumas de assento'), subtitle: t("Assises affaissées ? Une mousse neuve moulée à la forme d'origine.", 'Sagging seat? New foam moulded to the original shape.', '¿Asiento hundido? Espuma nueva moldeada con la forma original.', 'Durchgesessen? Neuer Schaum in Originalform.', "Seduta sfondata? Nuova imbottitura stampata nella forma originale.", 'Assento abatido? Espuma nova moldada na forma original.'),
        leaf: { code: 'MOA', noun: t("Mousse d'assise de rechange", 'Replacement seat cushion foam', 'Espuma de asiento de recambio', 'Ersatz-Sitzpolsterschaum', 'Imbottitura di ricambio per seduta', 'Espuma de assento de substituição'), materials: FOAMS, colours: [], fit: 'model', priceCents: [3000, 9000], weightGrams: [800, 2000], position: 'front', thickness: true } },
      { key: 'backrest-foam', name: t('Mousses de dossier', 'Backrest foam', 'Espumas de respaldo', 'Rückenlehnenpolster', 'Imbottiture per schienale', 'Espumas de encosto'), subtitle: t('Un maintien lombaire retrouvé, sans changer de siège.', 'Lumbar support restored without replacing the seat.', 'Recupere el apoyo lumbar sin cambiar de asiento.', 'Wieder guter Lendenhalt, ohne den Sitz zu tauschen.', 'Sostegno lombare ritrovato senza cambiare sedile.', 'Apoio lombar recuperado sem trocar de banco.'),
        leaf: { code: 'MOD', noun: t('Mousse de dossier de rechange', 'Replacement backrest foam', 'Espuma de respaldo de recambio', 'Ersatz-Rückenlehnenschaum', 'Imbottitura di ricambio per schienale', 'Espuma de encosto de substituição'), materials: FOAMS, colours: [], fit: 'model', priceCents: [2500, 8000], weightGrams: [600, 1600], position: 'front', thickness: true } },
      {
        key: 'foam-sheets',
        name: t('Plaques de mousse', 'Foam sheets', 'Planchas de espuma', 'Schaumstoffplatten', 'Lastre di espanso', 'Placas de espuma'),
        subtitle: t('À découper pour vos travaux de sellerie.', 'Cut to size for your upholstery work.', 'Para cortar en sus trabajos de tapicería.', 'Zum Zuschneiden für Ihre Polsterarbeiten.', 'Da tagliare per i tuoi lavori di tappezzeria.', 'Para cortar nos seus trabalhos de estofador.'),
        children: [
          { key: 'hr-foam-sheets', name: t('Plaques haute résilience', 'High-resilience sheets', 'Planchas de alta resiliencia', 'Kaltschaumplatten', 'Lastre ad alta resilienza', 'Placas de alta resiliência'), subtitle: t('Densité 35 kg/m³, reprise de forme rapide.', 'Density 35 kg/m³, quick shape recovery.', 'Densidad 35 kg/m³, recuperación rápida.', 'Raumgewicht 35 kg/m³, schnelle Rückstellung.', 'Densità 35 kg/m³, rapido ritorno di forma.', 'Densidade 35 kg/m³, recuperação rápida.'),
            leaf: { code: 'MOP', noun: t('Plaque de mousse pour sellerie', 'Upholstery foam sheet', 'Plancha de espuma para tapicería', 'Polsterschaumplatte', 'Lastra di espanso per tappezzeria', 'Placa de espuma para estofos'), materials: FOAMS, colours: [], fit: 'universal', priceCents: [2000, 6000], weightGrams: [400, 1500], thickness: true } },
          { key: 'backed-foam', name: t('Mousses de garnissage', 'Backed upholstery foam', 'Espumas de tapicería forradas', 'Kaschierter Polsterschaum', 'Espansi accoppiati', 'Espumas de estofo forradas'), subtitle: t('Doublées tissu, prêtes à coudre.', 'Fabric-backed, ready to sew.', 'Forradas de tela, listas para coser.', 'Stoffkaschiert, nähfertig.', 'Accoppiati a tessuto, pronti da cucire.', 'Forradas a tecido, prontas a coser.'),
            leaf: { code: 'MOG', noun: t('Mousse de garnissage doublée', 'Fabric-backed upholstery foam', 'Espuma de tapicería forrada', 'Kaschierter Polsterschaum', 'Espanso per tappezzeria accoppiato', 'Espuma de estofo forrada'), materials: ['pu-foam', 'hr-foam'], colours: [], fit: 'universal', priceCents: [2000, 5000], weightGrams: [300, 900], thickness: true } },
        ],
      },
    ],
  },
  {
    key: 'door-panels',
    name: t('Panneaux de porte', 'Door panels', 'Paneles de puerta', 'Türverkleidungen', 'Pannelli porta', 'Painéis de porta'),
    subtitle: t("Garnitures de porte refaites à neuf, assorties à vos sièges.", 'Door trims made new again, matching your seats.', 'Guarnecidos de puerta como nuevos, a juego con sus asientos.', 'Türverkleidungen wie neu, passend zu Ihren Sitzen.', 'Pannelli porta come nuovi, coordinati ai sedili.', 'Forras de porta como novas, a condizer com os bancos.'),
    children: [
      { key: 'front-door-panels', name: t('Panneaux de porte avant', 'Front door panels', 'Paneles de puerta delanteros', 'Türverkleidungen vorne', 'Pannelli porta anteriori', 'Painéis de porta dianteiros'), subtitle: t("Découpes d'origine pour poignées, lève-vitres et haut-parleurs.", 'Original cut-outs for handles, window switches and speakers.', 'Cortes originales para manetas, elevalunas y altavoces.', 'Originalausschnitte für Griffe, Fensterheber und Lautsprecher.', 'Fori originali per maniglie, alzacristalli e altoparlanti.', 'Recortes originais para puxadores, elevadores e altifalantes.'),
        leaf: { code: 'PPA', noun: t('Panneaux de porte avant sur mesure', 'Made-to-fit front door panels', 'Paneles de puerta delanteros a medida', 'Maßgefertigte Türverkleidungen vorne', 'Pannelli porta anteriori su misura', 'Painéis de porta dianteiros à medida'), materials: ['leatherette', 'fabric', 'alcantara', 'leather'], colours: ALL_COLOURS, fit: 'model', priceCents: [9000, 26000], weightGrams: [1500, 3500], position: 'front', finishes: true } },
      { key: 'rear-door-panels', name: t('Panneaux de porte arrière', 'Rear door panels', 'Paneles de puerta traseros', 'Türverkleidungen hinten', 'Pannelli porta posteriori', 'Painéis de porta traseiros'), subtitle: t('Pour les versions 5 portes, assortis aux panneaux avant.', 'For 5-door versions, matching the front panels.', 'Para versiones de 5 puertas, a juego con los delanteros.', 'Für 5-Türer, passend zu den vorderen Verkleidungen.', 'Per le versioni 5 porte, coordinati agli anteriori.', 'Para versões de 5 portas, a condizer com os dianteiros.'),
        leaf: { code: 'PPR', noun: t('Panneaux de porte arrière sur mesure', 'Made-to-fit rear door panels', 'Paneles de puerta traseros a medida', 'Maßgefertigte Türverkleidungen hinten', 'Pannelli porta posteriori su misura', 'Painéis de porta traseiros à medida'), materials: ['leatherette', 'fabric', 'alcantara', 'leather'], colours: ALL_COLOURS, fit: 'model', priceCents: [8000, 22000], weightGrams: [1300, 3000], position: 'rear', finishes: true } },
      { key: 'door-panel-kits', name: t('Kits 4 portes', '4-door kits', 'Kits de 4 puertas', '4-Türen-Sets', 'Kit 4 porte', 'Kits de 4 portas'), subtitle: t("Les quatre garnitures d'un coup, au meilleur prix.", 'All four trims at once, at the best price.', 'Los cuatro guarnecidos de una vez, al mejor precio.', 'Alle vier Verkleidungen auf einmal zum besten Preis.', 'Tutti e quattro i pannelli insieme, al miglior prezzo.', 'As quatro forras de uma vez, ao melhor preço.'),
        leaf: { code: 'PPK', noun: t('Kit de panneaux 4 portes sur mesure', 'Made-to-fit 4-door panel kit', 'Kit de paneles de 4 puertas a medida', 'Maßgefertigtes Türverkleidungsset für 4 Türen', 'Kit pannelli 4 porte su misura', 'Kit de painéis de 4 portas à medida'), materials: ['leatherette', 'fabric', 'alcantara', 'leather'], colours: ALL_COLOURS, fit: 'model', priceCents: [16000, 42000], weightGrams: [3000, 6500], position: 'full', finishes: true } },
      { key: 'door-panel-inserts', name: t('Inserts de porte', 'Door inserts', 'Inserciones de puerta', 'Türeinsätze', 'Inserti porta', 'Inserções de porta'), subtitle: t("Remplacez seulement la partie centrale usée ou décollée.", 'Replace only the worn or peeling centre section.', 'Sustituya solo la parte central gastada o despegada.', 'Nur den abgenutzten oder gelösten Mittelteil ersetzen.', 'Sostituisci solo la parte centrale usurata o scollata.', 'Substitua apenas a parte central gasta ou descolada.'),
        leaf: { code: 'PPI', noun: t('Inserts de panneau de porte', 'Door panel inserts', 'Inserciones para panel de puerta', 'Türverkleidungseinsätze', 'Inserti per pannello porta', 'Inserções para painel de porta'), materials: ['leatherette', 'fabric', 'alcantara'], colours: ALL_COLOURS, fit: 'model', priceCents: [3000, 9000], weightGrams: [300, 900] } },
    ],
  },
  {
    key: 'rear-shelves',
    name: t('Plages arrière', 'Rear parcel shelves', 'Bandejas traseras', 'Hutablagen', 'Cappelliere', 'Chapeleiras'),
    subtitle: t('Plages arrière rigides et revêtements, découpées pour votre coffre.', 'Rigid shelves and coverings, cut for your boot.', 'Bandejas rígidas y revestimientos, cortados para su maletero.', 'Feste Hutablagen und Bezüge, zugeschnitten für Ihren Kofferraum.', 'Cappelliere rigide e rivestimenti, tagliati per il tuo bagagliaio.', 'Chapeleiras rígidas e revestimentos, cortados para a sua bagageira.'),
    children: [
      { key: 'rigid-rear-shelves', name: t('Plages arrière rigides', 'Rigid parcel shelves', 'Bandejas traseras rígidas', 'Feste Hutablagen', 'Cappelliere rigide', 'Chapeleiras rígidas'), subtitle: t('Panneau renforcé, fixations d’origine conservées.', 'Reinforced board, original fixings kept.', 'Panel reforzado, se conservan las fijaciones originales.', 'Verstärkte Platte, Originalbefestigungen bleiben.', 'Pannello rinforzato, attacchi originali mantenuti.', 'Painel reforçado, fixações originais mantidas.'),
        leaf: { code: 'PAR', noun: t('Plage arrière rigide sur mesure', 'Made-to-fit rigid parcel shelf', 'Bandeja trasera rígida a medida', 'Maßgefertigte feste Hutablage', 'Cappelliera rigida su misura', 'Chapeleira rígida à medida'), materials: ['carpet', 'leatherette', 'fabric'], colours: DARK_COLOURS, fit: 'model', priceCents: [6000, 18000], weightGrams: [1800, 4000] } },
      { key: 'speaker-rear-shelves', name: t('Plages arrière haut-parleurs', 'Speaker parcel shelves', 'Bandejas con altavoces', 'Hutablagen mit Lautsprechern', 'Cappelliere per altoparlanti', 'Chapeleiras para altifalantes'), subtitle: t('Emplacements prédécoupés de 13 à 20 cm.', 'Pre-cut openings from 13 to 20 cm.', 'Huecos precortados de 13 a 20 cm.', 'Vorgeschnittene Öffnungen von 13 bis 20 cm.', 'Fori pretagliati da 13 a 20 cm.', 'Aberturas pré-cortadas de 13 a 20 cm.'),
        leaf: { code: 'PAH', noun: t('Plage arrière avec emplacements haut-parleurs', 'Parcel shelf with speaker cut-outs', 'Bandeja trasera con huecos para altavoces', 'Hutablage mit Lautsprecherausschnitten', 'Cappelliera con alloggi per altoparlanti', 'Chapeleira com aberturas para altifalantes'), materials: ['carpet', 'leatherette'], colours: DARK_COLOURS, fit: 'model', priceCents: [8000, 22000], weightGrams: [2000, 4500] } },
      { key: 'rear-shelf-coverings', name: t('Revêtements de plage arrière', 'Parcel shelf coverings', 'Revestimientos de bandeja', 'Hutablagenbezüge', 'Rivestimenti per cappelliera', 'Revestimentos de chapeleira'), subtitle: t("Rhabillez votre plage d'origine en quelques minutes.", 'Re-cover your original shelf in minutes.', 'Retapice su bandeja original en minutos.', 'Beziehen Sie Ihre Originalablage in Minuten neu.', 'Rivesti la cappelliera originale in pochi minuti.', 'Revista a chapeleira original em minutos.'),
        leaf: { code: 'PAV', noun: t('Revêtement de plage arrière', 'Parcel shelf covering', 'Revestimiento de bandeja trasera', 'Hutablagenbezug', 'Rivestimento per cappelliera', 'Revestimento de chapeleira'), materials: ['carpet', 'leatherette', 'fabric'], colours: DARK_COLOURS, fit: 'model', priceCents: [3000, 8000], weightGrams: [400, 1200] } },
    ],
  },
  {
    key: 'bellows',
    name: t('Soufflets', 'Gear & handbrake boots', 'Fuelles', 'Schalt- und Handbremsmanschetten', 'Cuffie', 'Foles'),
    subtitle: t('Soufflets de levier de vitesse et de frein à main, cousus main.', 'Hand-stitched gear lever and handbrake boots.', 'Fuelles de palanca de cambios y freno de mano cosidos a mano.', 'Handgenähte Schaltsäcke und Handbremsmanschetten.', 'Cuffie leva cambio e freno a mano cucite a mano.', 'Foles de alavanca de velocidades e travão de mão cosidos à mão.'),
    children: [
      {
        key: 'gear-lever-boots',
        name: t('Soufflets de levier de vitesse', 'Gear lever boots', 'Fuelles de palanca de cambios', 'Schaltsäcke', 'Cuffie leva del cambio', 'Foles de alavanca de velocidades'),
        subtitle: t('Cadre plastique fourni, montage par clips.', 'Plastic frame supplied, clip-in fitting.', 'Marco de plástico incluido, montaje con clips.', 'Mit Kunststoffrahmen, zum Einclipsen.', 'Telaio in plastica incluso, montaggio a clip.', 'Moldura de plástico incluída, montagem por clipes.'),
        children: [
          { key: 'manual-gear-boots', name: t('Soufflets boîte manuelle', 'Manual gearbox boots', 'Fuelles de caja manual', 'Schaltsäcke Schaltgetriebe', 'Cuffie cambio manuale', 'Foles de caixa manual'), subtitle: t('5 et 6 rapports.', '5 and 6-speed.', '5 y 6 velocidades.', '5 und 6 Gänge.', '5 e 6 marce.', '5 e 6 velocidades.'),
            leaf: { code: 'SOV', noun: t('Soufflet de levier de vitesse', 'Gear lever boot', 'Fuelle de palanca de cambios', 'Schaltsack', 'Cuffia leva del cambio', 'Fole de alavanca de velocidades'), materials: ['leatherette', 'leather', 'alcantara'], colours: ALL_COLOURS, fit: 'model', priceCents: [2000, 6000], weightGrams: [80, 250], finishes: true } },
          { key: 'automatic-selector-boots', name: t('Soufflets boîte automatique', 'Automatic selector boots', 'Fuelles de caja automática', 'Wählhebelmanschetten Automatik', 'Cuffie cambio automatico', 'Foles de caixa automática'), subtitle: t('Pour sélecteurs P-R-N-D.', 'For P-R-N-D selectors.', 'Para selectores P-R-N-D.', 'Für P-R-N-D-Wählhebel.', 'Per selettori P-R-N-D.', 'Para seletores P-R-N-D.'),
            leaf: { code: 'SOA', noun: t('Soufflet de sélecteur de boîte automatique', 'Automatic gear selector boot', 'Fuelle de selector de caja automática', 'Wählhebelmanschette für Automatikgetriebe', 'Cuffia selettore cambio automatico', 'Fole de seletor de caixa automática'), materials: ['leatherette', 'leather', 'alcantara'], colours: ALL_COLOURS, fit: 'model', priceCents: [2500, 6500], weightGrams: [80, 250], finishes: true } },
        ],
      },
      { key: 'handbrake-boots', name: t('Soufflets de frein à main', 'Handbrake boots', 'Fuelles de freno de mano', 'Handbremsmanschetten', 'Cuffie freno a mano', 'Foles de travão de mão'), subtitle: t('Assortis à votre soufflet de vitesse.', 'Matching your gear lever boot.', 'A juego con su fuelle de cambios.', 'Passend zu Ihrem Schaltsack.', 'Coordinate alla cuffia del cambio.', 'A condizer com o fole de velocidades.'),
        leaf: { code: 'SOF', noun: t('Soufflet de frein à main', 'Handbrake boot', 'Fuelle de freno de mano', 'Handbremsmanschette', 'Cuffia freno a mano', 'Fole de travão de mão'), materials: ['leatherette', 'leather', 'alcantara'], colours: ALL_COLOURS, fit: 'model', priceCents: [1800, 4500], weightGrams: [60, 200], finishes: true } },
      { key: 'gear-boot-knob-kits', name: t('Kits soufflet et pommeau', 'Boot and knob kits', 'Kits de fuelle y pomo', 'Schaltsack- und Knauf-Sets', 'Kit cuffia e pomello', 'Kits de fole e manete'), subtitle: t('Pommeau gainé et soufflet assortis.', 'Wrapped knob with matching boot.', 'Pomo forrado y fuelle a juego.', 'Bezogener Knauf mit passendem Schaltsack.', 'Pomello rivestito e cuffia coordinata.', 'Manete forrada e fole a condizer.'),
        leaf: { code: 'SOK', noun: t('Kit soufflet et pommeau de vitesse', 'Gear boot and knob kit', 'Kit de fuelle y pomo de cambio', 'Set Schaltsack und Schaltknauf', 'Kit cuffia e pomello del cambio', 'Kit de fole e manete de mudanças'), materials: ['leatherette', 'leather', 'alcantara'], colours: ALL_COLOURS, fit: 'model', priceCents: [3500, 9000], weightGrams: [200, 500], finishes: true } },
    ],
  },
  {
    key: 'equipment',
    name: t('Équipements', 'Equipment', 'Equipamiento', 'Ausstattung', 'Accessori', 'Equipamentos'),
    subtitle: t("Tapis, couvre-volants, accoudoirs : tout pour l'habitacle.", 'Mats, steering wheel covers, armrests: all for the cabin.', 'Alfombrillas, fundas de volante, reposabrazos: todo para el habitáculo.', 'Fußmatten, Lenkradbezüge, Armlehnen: alles für den Innenraum.', "Tappetini, coprivolanti, braccioli: tutto per l'abitacolo.", 'Tapetes, capas de volante, apoios de braço: tudo para o habitáculo.'),
    children: [
      {
        key: 'floor-mats',
        name: t('Tapis de sol', 'Floor mats', 'Alfombrillas', 'Fußmatten', 'Tappetini', 'Tapetes'),
        subtitle: t('Découpés au gabarit de votre plancher.', 'Cut to the template of your floor.', 'Cortadas con la plantilla de su suelo.', 'Nach der Schablone Ihres Bodens zugeschnitten.', 'Tagliati sulla dima del tuo pianale.', 'Cortados pelo molde do seu piso.'),
        children: [
          { key: 'carpet-floor-mats', name: t('Tapis moquette', 'Carpet mats', 'Alfombrillas de moqueta', 'Velours-Fußmatten', 'Tappetini in moquette', 'Tapetes de alcatifa'), subtitle: t('Moquette aiguilletée 1 200 g/m², talonnette renforcée.', 'Needle-punched 1,200 g/m² carpet, reinforced heel pad.', 'Moqueta punzonada de 1200 g/m², talonera reforzada.', 'Nadelfilz 1.200 g/m², verstärkter Absatzschutz.', 'Moquette agugliata 1.200 g/m², tallonetta rinforzata.', 'Alcatifa agulhada 1200 g/m², proteção de calcanhar reforçada.'),
            leaf: { code: 'TSM', noun: t('Tapis de sol moquette sur mesure', 'Made-to-fit carpet floor mats', 'Alfombrillas de moqueta a medida', 'Maßgefertigte Velours-Fußmatten', 'Tappetini in moquette su misura', 'Tapetes de alcatifa à medida'), materials: ['carpet'], colours: MAT_COLOURS, fit: 'model', priceCents: [3500, 9000], weightGrams: [1500, 3000] } },
          { key: 'rubber-floor-mats', name: t('Tapis caoutchouc', 'Rubber mats', 'Alfombrillas de goma', 'Gummifußmatten', 'Tappetini in gomma', 'Tapetes de borracha'), subtitle: t("Étanches, faciles à rincer, idéaux l'hiver.", 'Watertight, easy to rinse, ideal in winter.', 'Estancas, fáciles de aclarar, ideales en invierno.', 'Wasserdicht, leicht abzuspülen, ideal im Winter.', "Impermeabili, facili da sciacquare, ideali d'inverno.", 'Estanques, fáceis de lavar, ideais no inverno.'),
            leaf: { code: 'TSC', noun: t('Tapis de sol caoutchouc sur mesure', 'Made-to-fit rubber floor mats', 'Alfombrillas de goma a medida', 'Maßgefertigte Gummifußmatten', 'Tappetini in gomma su misura', 'Tapetes de borracha à medida'), materials: ['rubber'], colours: ['black', 'anthracite', 'beige'], fit: 'model', priceCents: [3000, 7500], weightGrams: [2500, 5000] } },
          { key: '3d-floor-mats', name: t('Tapis 3D', '3D mats', 'Alfombrillas 3D', '3D-Fußmatten', 'Tappetini 3D', 'Tapetes 3D'), subtitle: t('Bords relevés qui retiennent eau, boue et sable.', 'Raised edges that hold water, mud and sand.', 'Bordes elevados que retienen agua, barro y arena.', 'Hohe Ränder halten Wasser, Schlamm und Sand.', 'Bordi rialzati che trattengono acqua, fango e sabbia.', 'Rebordos elevados que retêm água, lama e areia.'),
            leaf: { code: 'TS3', noun: t('Tapis de sol 3D à bords relevés', '3D floor mats with raised edges', 'Alfombrillas 3D con bordes elevados', '3D-Fußmatten mit hohem Rand', 'Tappetini 3D con bordi rialzati', 'Tapetes 3D com rebordos elevados'), materials: ['rubber', 'leatherette'], colours: ['black', 'anthracite', 'beige', 'brown', 'red'], fit: 'model', priceCents: [6000, 14000], weightGrams: [3000, 6000] } },
        ],
      },
      { key: 'steering-wheel-covers', name: t('Couvre-volants', 'Steering wheel covers', 'Fundas de volante', 'Lenkradbezüge', 'Coprivolanti', 'Capas de volante'), subtitle: t('Meilleure prise en main, diamètres 36 à 40 cm.', 'Better grip, diameters 36 to 40 cm.', 'Mejor agarre, diámetros de 36 a 40 cm.', 'Besserer Griff, Durchmesser 36 bis 40 cm.', 'Presa migliore, diametri da 36 a 40 cm.', 'Melhor pega, diâmetros de 36 a 40 cm.'),
        leaf: { code: 'CVO', noun: t('Couvre-volant', 'Steering wheel cover', 'Funda de volante', 'Lenkradbezug', 'Coprivolante', 'Capa de volante'), materials: ['leather', 'leatherette', 'alcantara'], colours: ALL_COLOURS, fit: 'universal', priceCents: [1500, 5000], weightGrams: [150, 400], finishes: true } },
      { key: 'armrests', name: t('Accoudoirs', 'Armrests', 'Reposabrazos', 'Armlehnen', 'Braccioli', 'Apoios de braço'), subtitle: t('Accoudoirs centraux avec rangement, sans perçage.', 'Centre armrests with storage, no drilling.', 'Reposabrazos centrales con guardaobjetos, sin taladrar.', 'Mittelarmlehnen mit Staufach, ohne Bohren.', 'Braccioli centrali con vano, senza forare.', 'Apoios de braço centrais com arrumação, sem furar.'),
        leaf: { code: 'ACC', noun: t('Accoudoir central', 'Centre armrest', 'Reposabrazos central', 'Mittelarmlehne', 'Bracciolo centrale', 'Apoio de braço central'), materials: ['leatherette', 'fabric', 'leather'], colours: DARK_COLOURS, fit: 'model', priceCents: [4000, 12000], weightGrams: [900, 2000] } },
      { key: 'boot-liners', name: t('Tapis de coffre', 'Boot liners', 'Alfombras de maletero', 'Kofferraumwannen', 'Tappeti bagagliaio', 'Tapetes de bagageira'), subtitle: t('Protection intégrale du coffre, rebords anti-fuite.', 'Full boot protection with leak-proof edges.', 'Protección integral del maletero con bordes antifugas.', 'Vollschutz für den Kofferraum mit dichtem Rand.', 'Protezione integrale del bagagliaio con bordi antigoccia.', 'Proteção total da bagageira com rebordos estanques.'),
        leaf: { code: 'TCO', noun: t('Tapis de coffre sur mesure', 'Made-to-fit boot liner', 'Alfombra de maletero a medida', 'Maßgefertigte Kofferraumwanne', 'Tappeto bagagliaio su misura', 'Tapete de bagageira à medida'), materials: ['rubber', 'carpet'], colours: ['black', 'anthracite', 'light-grey'], fit: 'model', priceCents: [3000, 8000], weightGrams: [1500, 3500] } },
    ],
  },
];

/** Utility vehicles (van fits). */
export const VAN_MODELS = new Set([
  'Kangoo', 'Trafic', 'Master', 'Partner', 'Expert', 'Boxer', 'Berlingo', 'Jumpy', 'Jumper', 'Dokker', 'Caddy',
  'Transporter', 'Vito', 'Sprinter', 'Citan', 'Vivaro', 'Movano', 'Transit', 'Transit Custom', 'Transit Connect',
  'Doblò', 'Ducato', 'Fiorino', 'Scudo', 'Proace', 'NV200', 'Daily',
]);

/** Range names for products that fit many vehicles (not translated: they are product lines). */
export const RANGE_NAMES = ['Sport', 'Premium', 'Confort', 'Classic', 'Urban', 'Elite', 'Touring', 'Nova', 'Atelier', 'Essentiel'];

/** Invented makers of the products sold (brands.type = 'product'), with the domains they make. */
export const PRODUCT_BRANDS: { name: string; slug: string; domains: DomainKey[] }[] = [
  { name: 'Atelier Sellier', slug: 'atelier-sellier', domains: ['seat-covers', 'door-panels', 'bellows', 'rear-shelves'] },
  { name: 'Velourex', slug: 'velourex', domains: ['seat-covers', 'equipment', 'rear-shelves'] },
  { name: 'Mousséo', slug: 'mousseo', domains: ['foam'] },
  { name: 'Confortissimo', slug: 'confortissimo', domains: ['foam', 'seat-covers'] },
  { name: 'Cuirline', slug: 'cuirline', domains: ['bellows', 'door-panels', 'equipment'] },
  { name: 'Nordsitz', slug: 'nordsitz', domains: ['seat-covers', 'door-panels'] },
  { name: 'Tapis Pro', slug: 'tapis-pro', domains: ['equipment'] },
  { name: "Protec'Auto", slug: 'protec-auto', domains: ['seat-covers', 'equipment'] },
];

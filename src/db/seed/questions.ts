/**
 * Demo product questions (decision 053): the topics customers choose from, and a few answered
 * questions on the first products so the product page shows the section filled. The askers
 * are no accounts of the demo (null: like a question whose asker's account was erased).
 */
import type { Db } from '../client';
import { productQuestions, questionGroups } from '../schema';
import { daysBefore } from './constants';

export const QUESTION_GROUPS = [
  {
    identifier: 'fitting',
    name: {
      fr: 'Montage',
      en: 'Fitting',
      es: 'Montaje',
      de: 'Montage',
      it: 'Montaggio',
      pt: 'Montagem',
    },
  },
  {
    identifier: 'sizing',
    name: {
      fr: 'Dimensions et compatibilité',
      en: 'Sizing and compatibility',
      es: 'Medidas y compatibilidad',
      de: 'Maße und Kompatibilität',
      it: 'Misure e compatibilità',
      pt: 'Medidas e compatibilidade',
    },
  },
  {
    identifier: 'care',
    name: {
      fr: 'Matières et entretien',
      en: 'Materials and care',
      es: 'Materiales y cuidado',
      de: 'Material und Pflege',
      it: 'Materiali e manutenzione',
      pt: 'Materiais e manutenção',
    },
  },
  {
    identifier: 'delivery',
    name: {
      fr: 'Livraison',
      en: 'Delivery',
      es: 'Entrega',
      de: 'Lieferung',
      it: 'Consegna',
      pt: 'Entrega',
    },
  },
] as const;

/** Question, topic and answer, in French: the shop's customers mostly write in French. */
const DEMO = [
  {
    group: 'fitting',
    body: 'Le montage est-il possible sans démonter les sièges ?',
    answer:
      'Oui : les housses s’enfilent par le haut et se fixent sous l’assise avec les crochets fournis. Comptez une heure pour l’avant et l’arrière.',
  },
  {
    group: 'sizing',
    body: 'Ces housses sont-elles compatibles avec les airbags latéraux ?',
    answer:
      'Oui, les coutures côté portière sont prédécoupées pour que l’airbag latéral se déploie sans gêne.',
  },
  {
    group: 'care',
    body: 'Peut-on les laver en machine ?',
    answer: 'Oui, à 30 °C en cycle délicat, sans essorage fort ; séchage à l’air libre.',
  },
] as const;

/** Inserts the topics and three answered questions on each of the first `products` products. */
export async function seedQuestions(db: Db, productIds: ArrayLike<number>, products = 4) {
  const groups = await db
    .insert(questionGroups)
    .values(
      QUESTION_GROUPS.map((group, position) => ({ ...group, name: { ...group.name }, position })),
    )
    .returning({ id: questionGroups.id, identifier: questionGroups.identifier });
  const groupId = new Map(groups.map((g) => [g.identifier, g.id]));
  const rows = [];
  for (let p = 0; p < Math.min(products, productIds.length); p += 1) {
    for (const [k, entry] of DEMO.entries()) {
      rows.push({
        productId: productIds[p]!,
        userId: null,
        groupId: groupId.get(entry.group) ?? null,
        locale: 'fr',
        body: entry.body,
        status: 'answered',
        answer: entry.answer,
        answeredAt: daysBefore(10 + p * 3 + k),
        isPublished: true,
        createdAt: daysBefore(12 + p * 3 + k),
      });
    }
  }
  if (rows.length > 0) await db.insert(productQuestions).values(rows);
}

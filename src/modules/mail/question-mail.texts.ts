/**
 * The words of the product-question e-mails (decision 053): the asker told of the answer in
 * their language (`{product}`, `{question}`, `{answer}`; the button opens the product page),
 * and the shop told of a new question (French; the button opens the back office's queue).
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const QUESTION_ANSWERED_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Réponse à votre question sur {product}',
    preheader: 'Notre équipe a répondu à votre question.',
    intro:
      'Vous nous avez demandé à propos de « {product} » : « {question} ». Notre réponse : {answer}',
    button: 'Voir le produit',
    note: 'La question et sa réponse sont désormais visibles sur la page du produit, sans votre nom.',
  },
  en: {
    subject: 'Answer to your question about {product}',
    preheader: 'Our team has answered your question.',
    intro: 'You asked us about “{product}”: “{question}”. Our answer: {answer}',
    button: 'See the product',
    note: 'The question and its answer are now shown on the product page, without your name.',
  },
  es: {
    subject: 'Respuesta a su pregunta sobre {product}',
    preheader: 'Nuestro equipo ha respondido a su pregunta.',
    intro: 'Nos preguntó sobre «{product}»: «{question}». Nuestra respuesta: {answer}',
    button: 'Ver el producto',
    note: 'La pregunta y su respuesta se muestran ahora en la página del producto, sin su nombre.',
  },
  de: {
    subject: 'Antwort auf Ihre Frage zu {product}',
    preheader: 'Unser Team hat Ihre Frage beantwortet.',
    intro: 'Sie haben uns zu „{product}“ gefragt: „{question}“. Unsere Antwort: {answer}',
    button: 'Produkt ansehen',
    note: 'Frage und Antwort stehen jetzt auf der Produktseite, ohne Ihren Namen.',
  },
  it: {
    subject: 'Risposta alla sua domanda su {product}',
    preheader: 'Il nostro team ha risposto alla sua domanda.',
    intro: 'Ci ha chiesto a proposito di «{product}»: «{question}». La nostra risposta: {answer}',
    button: 'Vedi il prodotto',
    note: 'La domanda e la risposta sono ora visibili sulla pagina del prodotto, senza il suo nome.',
  },
  pt: {
    subject: 'Resposta à sua pergunta sobre {product}',
    preheader: 'A nossa equipa respondeu à sua pergunta.',
    intro: 'Perguntou-nos sobre «{product}»: «{question}». A nossa resposta: {answer}',
    button: 'Ver o produto',
    note: 'A pergunta e a resposta estão agora visíveis na página do produto, sem o seu nome.',
  },
};

export const SHOP_NEW_QUESTION_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Nouvelle question sur {product}',
    preheader: 'Un client attend une réponse.',
    intro: 'Un client a posé une question sur « {product} » : « {question} »',
    button: 'Répondre depuis l’administration',
    note: 'La question ne sera visible sur le site qu’une fois la réponse publiée.',
  },
  en: {
    subject: 'New question about {product}',
    preheader: 'A customer is waiting for an answer.',
    intro: 'A customer asked about “{product}”: “{question}”',
    button: 'Answer from the back office',
    note: 'The question shows on the site only once its answer is published.',
  },
  es: {
    subject: 'Nueva pregunta sobre {product}',
    preheader: 'Un cliente espera una respuesta.',
    intro: 'Un cliente ha preguntado sobre «{product}»: «{question}»',
    button: 'Responder desde la administración',
    note: 'La pregunta solo se muestra en el sitio cuando su respuesta está publicada.',
  },
  de: {
    subject: 'Neue Frage zu {product}',
    preheader: 'Ein Kunde wartet auf eine Antwort.',
    intro: 'Ein Kunde hat zu „{product}“ gefragt: „{question}“',
    button: 'In der Verwaltung antworten',
    note: 'Die Frage erscheint erst auf der Website, wenn ihre Antwort veröffentlicht ist.',
  },
  it: {
    subject: 'Nuova domanda su {product}',
    preheader: 'Un cliente attende una risposta.',
    intro: 'Un cliente ha chiesto a proposito di «{product}»: «{question}»',
    button: 'Rispondi dall’amministrazione',
    note: 'La domanda compare sul sito solo quando la risposta è pubblicata.',
  },
  pt: {
    subject: 'Nova pergunta sobre {product}',
    preheader: 'Um cliente aguarda uma resposta.',
    intro: 'Um cliente perguntou sobre «{product}»: «{question}»',
    button: 'Responder a partir da administração',
    note: 'A pergunta só aparece no site quando a resposta for publicada.',
  },
};

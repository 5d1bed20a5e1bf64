import type { Locale } from '../locale';

/**
 * Answers about product questions (decision 053). Part of the server's messages
 * (src/shared/messages.ts).
 */
export const QUESTION_MESSAGES = {
  question_too_short: {
    fr: 'Votre question est trop courte (10 caractères au moins).',
    en: 'Your question is too short (at least 10 characters).',
    es: 'Su pregunta es demasiado corta (al menos 10 caracteres).',
    de: 'Ihre Frage ist zu kurz (mindestens 10 Zeichen).',
    it: 'La sua domanda è troppo breve (almeno 10 caratteri).',
    pt: 'A sua pergunta é demasiado curta (pelo menos 10 caracteres).',
  },
  question_group_unknown: {
    fr: "Ce thème de question n'existe pas.",
    en: 'This question topic does not exist.',
    es: 'Este tema de pregunta no existe.',
    de: 'Dieses Fragethema gibt es nicht.',
    it: 'Questo argomento di domanda non esiste.',
    pt: 'Este tema de pergunta não existe.',
  },
  too_many_questions: {
    fr: 'Vous avez posé beaucoup de questions en peu de temps : réessayez dans {wait}.',
    en: 'You have asked many questions in a short time: please try again in {wait}.',
    es: 'Ha hecho muchas preguntas en poco tiempo: inténtelo de nuevo dentro de {wait}.',
    de: 'Sie haben in kurzer Zeit viele Fragen gestellt: Bitte versuchen Sie es in {wait} erneut.',
    it: 'Ha fatto molte domande in poco tempo: riprovi tra {wait}.',
    pt: 'Fez muitas perguntas em pouco tempo: tente novamente dentro de {wait}.',
  },
  answer_required: {
    fr: 'Écrivez la réponse avant de la publier.',
    en: 'Write the answer before publishing it.',
    es: 'Escriba la respuesta antes de publicarla.',
    de: 'Schreiben Sie die Antwort, bevor Sie sie veröffentlichen.',
    it: 'Scriva la risposta prima di pubblicarla.',
    pt: 'Escreva a resposta antes de a publicar.',
  },
} satisfies Record<string, Record<Locale, string>>;

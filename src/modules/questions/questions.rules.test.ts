import { describe, expect, it } from 'vitest';
import {
  excerpt,
  isQuestionStatus,
  questionVisibleTo,
  staffDecision,
  type QuestionStatus,
  type StaffAction,
  type VisibleQuestion,
} from './questions.rules';

describe('questionVisibleTo', () => {
  const q = (over: Partial<VisibleQuestion>): VisibleQuestion => ({
    status: 'pending',
    isPublished: false,
    userId: 7,
    ...over,
  });
  it.each<[string, VisibleQuestion, number | null, boolean]>([
    ['a published answer, to a visitor', q({ status: 'answered', isPublished: true }), null, true],
    ['a published answer, to anyone', q({ status: 'answered', isPublished: true }), 9, true],
    ['a pending question, to a visitor', q({}), null, false],
    ['a pending question, to another customer', q({}), 9, false],
    ['a pending question, to its asker', q({}), 7, true],
    ['a rejected question, to its asker', q({ status: 'rejected' }), 7, false],
    ['an answered, unpublished question, to a visitor', q({ status: 'answered' }), null, false],
    ['an anonymised pending question, to a visitor', q({ userId: null }), null, false],
  ])('%s', (_label, question, viewer, expected) => {
    expect(questionVisibleTo(question, viewer)).toBe(expected);
  });
});

describe('staffDecision', () => {
  it.each<[QuestionStatus, StaffAction, ReturnType<typeof staffDecision>]>([
    ['pending', 'answer', { status: 'answered', isPublished: true, notifyAsker: true }],
    ['answered', 'answer', { status: 'answered', isPublished: true, notifyAsker: false }],
    ['rejected', 'answer', { status: 'answered', isPublished: true, notifyAsker: true }],
    ['pending', 'reject', { status: 'rejected', isPublished: false, notifyAsker: false }],
    ['answered', 'reject', { status: 'rejected', isPublished: false, notifyAsker: false }],
    ['rejected', 'reject', null],
  ])('%s + %s', (status, action, expected) => {
    expect(staffDecision(status, action)).toEqual(expected);
  });
});

describe('excerpt and statuses', () => {
  it.each([
    ['  Short\n question ', 120, 'Short question'],
    ['abcdefghij', 5, 'abcd…'],
    ['abcde', 5, 'abcde'],
  ])('excerpt(%j, %d)', (text, max, expected) => {
    expect(excerpt(text, max)).toBe(expected);
  });
  it.each([
    ['pending', true],
    ['answered', true],
    ['rejected', true],
    ['published', false],
    [3, false],
  ])('isQuestionStatus(%j)', (value, expected) => {
    expect(isQuestionStatus(value)).toBe(expected);
  });
});

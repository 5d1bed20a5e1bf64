import { describe, expect, it } from 'vitest';
import {
  CONTACT_SHOP_LIMIT_PER_MINUTE,
  isContactSubject,
  isRobot,
  shopWideRoomLeft,
} from './contact.rules';

describe('contact rules', () => {
  it.each([
    [0, true],
    [CONTACT_SHOP_LIMIT_PER_MINUTE - 1, true],
    [CONTACT_SHOP_LIMIT_PER_MINUTE, false],
    [500, false],
  ])('with %i messages in the last minute, room left: %s', (count, expected) => {
    expect(shopWideRoomLeft(count)).toBe(expected);
  });

  it('refuses the 50th message of a minute', () => {
    expect(CONTACT_SHOP_LIMIT_PER_MINUTE + 1).toBe(50);
  });

  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['http://spam.example', true],
  ])('honeypot %s is a robot: %s', (value, expected) => {
    expect(isRobot(value)).toBe(expected);
  });

  it.each([
    ['order', true],
    ['fitting', true],
    ['Order', false],
    ['', false],
    [3, false],
  ])('subject %s is known: %s', (value, expected) => {
    expect(isContactSubject(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const THIRD_PARTY = /facebook|crisp/;

describe('Content-Security-Policy', () => {
  it('lets the consented pixel and chat in on storefront pages', () => {
    const policy = contentSecurityPolicy('abc');
    expect(policy).toContain(
      "script-src 'nonce-abc' 'strict-dynamic' https://connect.facebook.net",
    );
    expect(policy).toMatch(/connect-src 'self' [^;]*wss:\/\/client\.relay\.crisp\.chat/);
  });

  it('names no third-party origin in the back office, payments and the rest unchanged', () => {
    const policy = contentSecurityPolicy('abc', { thirdParties: false });
    expect(policy).not.toMatch(THIRD_PARTY);
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic';");
    expect(policy).toContain("connect-src 'self';");
    const formAction = (p: string) => p.split('; ').find((d) => d.startsWith('form-action'));
    expect(formAction(policy)).toBe(formAction(contentSecurityPolicy('abc')));
  });
});

/**
 * Demo or production (docs/decisions/019-demo-and-production-modes.md). The demo shows
 * everything on a laptop with nothing configured — the development mailbox, the offline test
 * payment gateway — which would give any account and any "paid" order to whoever reaches a
 * real shop. So the mode is chosen by `SHOP_MODE`, or deduced from the deployment when unset,
 * and a configuration that contradicts itself refuses to start with what to set.
 *
 * Pure: the environment in, a decision or a refusal out (table-tested in shop-mode.test.ts).
 */
export type ShopMode = 'demo' | 'production';

export type ShopModeDecision =
  | {
      ok: true;
      mode: ShopMode;
      /** Why, for the start-up log. */
      reason: string;
      /** Where to listen when HOST is unset: the demo stays on this machine. */
      defaultHost: string;
    }
  | { ok: false; message: string };

type Env = Record<string, string | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses that never leave this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase();
  return (
    LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** The settings that say "this shop is deployed for real", as `NAME=value` for messages. */
function deploymentSigns(env: Env): { signs: string[]; invalid?: string } {
  const signs: string[] = [];
  if (env.NODE_ENV === 'production') signs.push('NODE_ENV=production');
  const publicUrl = env.PUBLIC_URL?.trim();
  if (publicUrl) {
    let hostname: string;
    try {
      const url = new URL(publicUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
      hostname = url.hostname;
    } catch {
      return {
        signs,
        invalid: `PUBLIC_URL=${publicUrl} is not a web address: give the shop's origin, e.g. PUBLIC_URL=https://shop.example`,
      };
    }
    if (!isLoopbackHost(hostname)) signs.push(`PUBLIC_URL=${publicUrl}`);
  }
  if (env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true')
    signs.push(`TRUST_PROXY=${env.TRUST_PROXY}`);
  return { signs };
}

const DEMO_RISK =
  'demo mode serves the development mailbox (anyone can read any password-reset link) and ' +
  'the test payment gateway (anyone can mark an order paid)';

export function resolveShopMode(env: Env): ShopModeDecision {
  const chosen = env.SHOP_MODE?.trim() || undefined;
  if (chosen !== undefined && chosen !== 'demo' && chosen !== 'production')
    return {
      ok: false,
      message: `SHOP_MODE=${chosen} is not a mode: set SHOP_MODE=production for a real shop or SHOP_MODE=demo for the demonstration shop.`,
    };
  const { signs, invalid } = deploymentSigns(env);
  if (invalid) return { ok: false, message: invalid };
  const host = env.HOST?.trim() || undefined;

  if (chosen === 'demo') {
    if (signs.length > 0)
      return {
        ok: false,
        message:
          `SHOP_MODE=demo, but ${signs.join(', ')} say this shop is deployed, and ${DEMO_RISK}. ` +
          `Set SHOP_MODE=production for a real shop, or remove ${signs.join(', ')} to run the demo on this machine.`,
      };
    return { ok: true, mode: 'demo', reason: 'SHOP_MODE=demo', defaultHost: '127.0.0.1' };
  }

  const mode: ShopMode | undefined =
    chosen === 'production' ? 'production' : signs.length > 0 ? 'production' : undefined;
  if (mode === 'production') {
    if (env.PAYMENTS_OFFLINE === '1')
      return {
        ok: false,
        message:
          'PAYMENTS_OFFLINE=1 asks for the test payment gateway, which exists only in demo mode ' +
          `(this shop is in production mode: ${chosen ? 'SHOP_MODE=production' : signs.join(', ')}). ` +
          'Remove PAYMENTS_OFFLINE and set the gateways’ credentials (README, Configuration): a ' +
          'method without them is not offered.',
      };
    return {
      ok: true,
      mode,
      reason: chosen
        ? 'SHOP_MODE=production'
        : `${signs.join(', ')} (set SHOP_MODE=production to say so)`,
      defaultHost: '0.0.0.0',
    };
  }

  // Nothing chosen, nothing deployed: the demo, unless it was asked to listen to other machines.
  if (host && !isLoopbackHost(host))
    return {
      ok: false,
      message:
        `HOST=${host} lets other machines reach this shop, and no SHOP_MODE says whether it is ` +
        `the demo or a real shop, and ${DEMO_RISK}. Set SHOP_MODE=production for a real shop, or ` +
        'SHOP_MODE=demo to show the demo to your network on purpose.',
    };
  return {
    ok: true,
    mode: 'demo',
    reason: 'no SHOP_MODE and nothing says this shop is deployed',
    defaultHost: '127.0.0.1',
  };
}

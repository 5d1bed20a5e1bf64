import { redirect } from 'react-router';
import type { Route } from './+types/login-provider';
import { finishSocialLogin, startSocialLogin } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { isLocale, type Locale } from '../../shared/locale';
import { href } from '../paths';
import { requestLocale } from '../request.server';

/** Binds a flow to the browser that started it: a callback URL sent by someone else fails. */
const FLOW_COOKIE = 'oauth_state';
const FLOW_MAX_AGE_S = 15 * 60;

/** Same-site path only: never an open redirect. */
function safeReturnTo(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) ? value.slice(0, 500) : null;
}

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Social login (`/connexion/{provider}`, the URL registered at the provider). Without `code`:
 * starts the flow (PKCE, state, nonce) and sends the browser to the provider. With `code` and
 * `state`: the provider's answer — checked against the flow this browser started, then the
 * customer is signed in (auth cookie) and sent to the page asked for, else the account.
 * A refusal at the provider or any failure returns to the login page with a message.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const provider = params.provider ?? '';
  const locale = requestLocale(request);
  const loginPage = (reason: string) =>
    redirect(`${href('connexion', null, locale)}?${new URLSearchParams({ social_error: reason })}`);
  if (!context.social.providers.includes(provider)) throw loginPage('unavailable');
  const secure = context.authCookies.secure ? '; Secure' : '';
  const flowCookie = (value: string, maxAge: number) =>
    `${FLOW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;

  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || !state) {
    if (url.searchParams.has('error')) throw loginPage('cancelled');
    const cookieLocale = cookieValue(request, 'i18n_redirected');
    const started = await startSocialLogin(context.social.deps, provider, {
      redirectUri: context.social.redirectUri(provider),
      returnTo: safeReturnTo(url.searchParams.get('redirect')),
      locale: (isLocale(cookieLocale) ? cookieLocale : locale) as Locale,
    }).catch((error: unknown) => {
      // The provider's discovery document is unreachable: the customer can still use e-mail.
      console.error(`social login: ${provider} unavailable`, error);
      return null;
    });
    if (!started) throw loginPage('unavailable');
    throw redirect(started.url, {
      headers: { 'set-cookie': flowCookie(started.state, FLOW_MAX_AGE_S) },
    });
  }

  if (cookieValue(request, FLOW_COOKIE) !== state) throw loginPage('expired');
  try {
    const signedIn = await finishSocialLogin(
      context.social.deps,
      provider,
      {
        code: code.slice(0, 2048),
        state: state.slice(0, 512),
        iss: url.searchParams.get('iss')?.slice(0, 512),
      },
      context.client,
    );
    const target = signedIn.returnTo ?? href('compte', null, signedIn.user.locale as Locale);
    const headers = new Headers();
    headers.append(
      'set-cookie',
      context.authCookies.sessionCookie(signedIn.token, signedIn.expiresAt),
    );
    headers.append('set-cookie', flowCookie('', 0));
    throw redirect(target, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof HttpError) throw loginPage(error.messageKey);
    throw error;
  }
}

export default function LoginProvider() {
  return null;
}

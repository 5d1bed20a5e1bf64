import { redirect } from 'react-router';
import type { Route } from './+types/login-provider';
import { finishSocialLogin, startSocialLogin } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { isLocale, type Locale } from '../../shared/locale';
import { href } from '../paths';
import { safeRedirect } from '../account/redirect';
import { signedInRedirect } from '../account/sign-in.server';
import { readCookie, requestLocale } from '../request.server';

const FLOW_MAX_AGE_S = 15 * 60;

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

  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || !state) {
    if (url.searchParams.has('error')) throw loginPage('cancelled');
    const cookieLocale = readCookie(request, 'i18n_redirected');
    const started = await startSocialLogin(context.social.deps, provider, {
      redirectUri: context.social.redirectUri(provider),
      returnTo: url.searchParams.has('redirect')
        ? safeRedirect(url.searchParams.get('redirect'), '') || null
        : null,
      locale: (isLocale(cookieLocale) ? cookieLocale : locale) as Locale,
    }).catch((error: unknown) => {
      // The provider's discovery document is unreachable: the customer can still use e-mail.
      console.error(`social login: ${provider} unavailable`, error);
      return null;
    });
    if (!started) throw loginPage('unavailable');
    throw redirect(started.url, {
      headers: {
        'set-cookie': context.authCookies.oauthStateCookie(started.state, FLOW_MAX_AGE_S),
      },
    });
  }

  // The flow must be the one this browser started: a callback URL sent by someone else fails.
  if (readCookie(request, 'oauth_state') !== state) throw loginPage('expired');
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
    // The session cookie, the visitor's favorites joining the account, like any login.
    const response = await signedInRedirect(context, signedIn, target);
    response.headers.append('set-cookie', context.authCookies.oauthStateCookie('', 0));
    throw response;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof HttpError) throw loginPage(error.messageKey);
    throw error;
  }
}

export default function LoginProvider() {
  return null;
}

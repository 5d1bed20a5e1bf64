import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { CloseIcon } from '../layout/icons';
import { documentNonce, loadChat, loadPixel } from '../../third-party';
import { useNonce } from '../nonce';
import '../../styles/consent.css';
import {
  NO_CHOICE,
  parseConsent,
  serialiseConsent,
  type ConsentData,
  type ConsentState,
} from './consent-rules';
import { useFocusTrap } from './focus-trap';

const OPEN_EVENT = 'consent:open-chooser';

/** Opens the chooser from anywhere (footer "Cookie settings" link). */
export function openCookieChooser(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** The consent cookies as an external store: read from document.cookie, told when we write. */
const listeners = new Set<() => void>();
const states = new Map<string, ConsentState>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Same object for the same choice, as useSyncExternalStore requires. */
function stable(state: ConsentState): ConsentState {
  const key = `${state.decided}${state.functional}${state.publicity}`;
  if (!states.has(key)) states.set(key, state);
  return states.get(key)!;
}

function cookieSnapshot(): ConsentState {
  return stable(parseConsent(document.cookie));
}

/** `notify: false` when a reload follows (the chooser): nothing loads twice. */
function writeConsent(
  choice: Pick<ConsentState, 'functional' | 'publicity'>,
  { notify = true } = {},
): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of serialiseConsent(choice, { secure })) document.cookie = cookie;
  if (notify) listeners.forEach((listener) => listener());
}

export interface CookieConsentProps {
  /** Defaults to the root loader's `consent` (see consent.server.ts). */
  data?: ConsentData;
}

/**
 * SPEC §2/§4 cookie banner + chooser, and the consent-gated third parties. The banner is
 * server-rendered only while no choice exists (read from the request cookies).
 */
export function CookieConsent({ data }: CookieConsentProps) {
  const root = useRouteLoaderData('root') as { consent?: ConsentData } | undefined;
  const source = data ?? root?.consent;
  const serverState = stable(source?.state ?? NO_CHOICE);
  // Server and hydration render from the request's cookies (loader data); then the browser's
  // cookies are the truth (a cached page may carry stale loader data).
  const consent = useSyncExternalStore(subscribe, cookieSnapshot, () => serverState);
  const [chooserOpen, setChooserOpen] = useState(false);
  const t = useT();
  const locale = useLocale();
  const serverNonce = useNonce();

  useEffect(() => {
    const open = () => setChooserOpen(true);
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);

  const pixelId = source?.pixelId ?? null;
  const chatId = source?.chatId ?? null;
  useEffect(() => {
    const nonce = serverNonce ?? documentNonce();
    if (consent.publicity && pixelId) loadPixel(pixelId, nonce);
    if (consent.functional && chatId) loadChat(chatId, locale, nonce);
  }, [consent, pixelId, chatId, locale, serverNonce]);

  const choose = (choice: Pick<ConsentState, 'functional' | 'publicity'>) => writeConsent(choice);
  const closeChooser = useCallback(() => setChooserOpen(false), []);

  return (
    <>
      {consent.decided ? null : (
        <section
          className="consent-banner"
          role="region"
          aria-labelledby="consent-banner-title"
          data-testid="consent-banner"
        >
          <h2 id="consent-banner-title" className="consent-title">
            {t('consent.title')}
          </h2>
          <p className="consent-text">{t('consent.description')}</p>
          <div className="consent-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => choose({ functional: true, publicity: true })}
              data-testid="consent-accept"
            >
              {t('consent.accept')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => choose({ functional: false, publicity: false })}
              data-testid="consent-refuse"
            >
              {t('consent.refuse')}
            </button>
            <button
              type="button"
              className="button button-secondary consent-choose"
              onClick={() => setChooserOpen(true)}
              aria-haspopup="dialog"
              data-testid="consent-choose"
            >
              {t('consent.choose')}
            </button>
          </div>
        </section>
      )}
      {chooserOpen ? <ConsentChooser initial={consent} onClose={closeChooser} /> : null}
    </>
  );
}

/** SPEC §4: mandatory always on; functional and advertising toggles; saving reloads. */
function ConsentChooser({ initial, onClose }: { initial: ConsentState; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const [functional, setFunctional] = useState(initial.decided && initial.functional);
  const [publicity, setPublicity] = useState(initial.decided && initial.publicity);
  const [saving, setSaving] = useState(false);
  // Not closable by the backdrop (SPEC §2); Escape and the close button go back without saving.
  useFocusTrap(dialog, true, saving ? undefined : onClose);
  const id = useId();

  const save = () => {
    setSaving(true);
    writeConsent({ functional, publicity }, { notify: false });
    window.location.reload();
  };

  return (
    <div className="consent-backdrop" data-testid="consent-backdrop">
      <div
        ref={dialog}
        className="consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        data-testid="consent-chooser"
      >
        <div className="consent-dialog-head">
          <h2 id={`${id}-title`} className="consent-title">
            {t('consent.chooserTitle')}
          </h2>
          <button
            type="button"
            className="consent-close"
            onClick={onClose}
            aria-label={t('consent.close')}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <p id={`${id}-intro`} className="consent-text">
          {t('consent.chooserIntro')}
        </p>
        <ul className="consent-options">
          <ConsentOption
            id={`${id}-mandatory`}
            title={t('consent.mandatoryTitle')}
            text={t('consent.mandatoryText')}
            checked
            disabled
            note={t('consent.alwaysOn')}
          />
          <ConsentOption
            id={`${id}-functional`}
            title={t('consent.functionalTitle')}
            text={t('consent.functionalText')}
            checked={functional}
            onChange={setFunctional}
            testId="consent-functional"
          />
          <ConsentOption
            id={`${id}-publicity`}
            title={t('consent.publicityTitle')}
            text={t('consent.publicityText')}
            checked={publicity}
            onChange={setPublicity}
            testId="consent-publicity"
          />
        </ul>
        <div className="consent-actions consent-actions-save">
          <button
            type="button"
            className="button button-primary"
            onClick={save}
            disabled={saving}
            data-testid="consent-save"
          >
            {t('consent.save')}
          </button>
        </div>
      </div>
    </div>
  );
}

function ConsentOption(props: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: (value: boolean) => void;
  testId?: string;
}) {
  return (
    <li className="consent-option">
      <div className="consent-option-text">
        <label htmlFor={props.id} className="consent-option-title">
          {props.title}
          {props.note ? <span className="consent-option-note"> · {props.note}</span> : null}
        </label>
        <p id={`${props.id}-text`}>{props.text}</p>
      </div>
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        className="consent-switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${props.id}-text`}
        onChange={(event) => props.onChange?.(event.target.checked)}
        data-testid={props.testId}
      />
    </li>
  );
}

/** A footer link that reopens the chooser ("Cookie settings"). */
export function CookieSettingsLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={['consent-settings-link', className].filter(Boolean).join(' ')}
      onClick={openCookieChooser}
      aria-haspopup="dialog"
      data-testid="cookie-settings-link"
    >
      {t('consent.settings')}
    </button>
  );
}

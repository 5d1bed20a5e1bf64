import type { Notice } from '../../account/redirect';
import { useT, type MessageKey } from '../../i18n';

const NOTICE_TEXT: Record<Notice, { title?: MessageKey; text: MessageKey; error?: boolean }> = {
  emailVerified: { text: 'notice.emailVerified' },
  verificationSent: { text: 'notice.verificationSent' },
  saved: { text: 'notice.saved' },
  deleted: { title: 'notice.deletedTitle', text: 'notice.deletedText' },
  notFound: { text: 'notice.notFound', error: true },
  passwordChanged: { text: 'notice.passwordChanged' },
  loggedOut: { text: 'notice.loggedOut' },
  passwordReset: { text: 'notice.passwordReset' },
  verifyFailed: { text: 'notice.verifyFailed', error: true },
};

/** The toast a page shows after a redirect (`?notice=…`, SPEC §8 "Suppression effectuée"). */
export function NoticeBanner({ notice }: { notice: Notice }) {
  const t = useT();
  const { title, text, error } = NOTICE_TEXT[notice];
  return (
    <div
      className={`toast ${error ? 'toast-error' : 'toast-success'}`}
      role={error ? 'alert' : 'status'}
      data-testid="notice"
    >
      {title ? <strong>{t(title)}</strong> : null}
      <span>{t(text)}</span>
    </div>
  );
}

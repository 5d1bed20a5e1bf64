import { TextAreaField, TextField } from '../form/fields';
import type { FormState } from '../form/form-state';
import { useT } from '../../i18n';

/** What a claim's photo or document may be (the media module checks the bytes again). */
const CLAIM_FILE_TYPES =
  'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** A claim's message and its optional file: the same two fields to open a claim or reply. */
export function ClaimMessageFields({ state }: { state: FormState | undefined }) {
  const t = useT();
  return (
    <>
      <TextAreaField
        name="message"
        label={t('claims.message')}
        required
        maxLength={5000}
        state={state}
      />
      <TextField
        name="file"
        type="file"
        label={t('claims.file')}
        hint={t('claims.fileHint')}
        accept={CLAIM_FILE_TYPES}
        state={state}
      />
    </>
  );
}

import type { OrderNoteDto } from '../../../modules/orders';
import { useLocale, useT } from '../../i18n';
import { AdminForm, type AdminAnswer } from './admin-form';
import { formatMoment } from './admin-order-labels';

/**
 * Staff's internal notes on the order (never shown to the customer): each with its author and
 * date, then the form that adds one (a plain post; it empties once the note is saved).
 */
export function AdminOrderNotes({
  notes,
  answer,
}: {
  notes: readonly OrderNoteDto[];
  answer: AdminAnswer | null;
}) {
  const t = useT();
  const locale = useLocale();
  const error = answer?.fields.body?.[0] ?? null;
  return (
    <section className="admin-notes" aria-labelledby="admin-note-title">
      <AdminForm
        intent="note"
        title={t('admin.orders.notesTitle')}
        lead={
          <>
            <p>{t('admin.orders.notesLead')}</p>
            {notes.length > 0 ? (
              <ul className="admin-note-list" data-testid="admin-notes">
                {notes.map((note) => (
                  <li key={note.id}>
                    <p className="admin-note-meta">
                      {formatMoment(note.created_at, locale)}
                      {note.author ? ` · ${note.author.name}` : ''}
                    </p>
                    <p className="admin-note-body">{note.body}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('admin.orders.noNotes')}</p>
            )}
          </>
        }
        answer={answer}
        formKey={`note-${notes.length}`}
        button={t('admin.orders.noteButton')}
        buttonTestId="admin-add-note"
        primary={false}
      >
        <div className="admin-field">
          <label htmlFor="admin-note-body">{t('admin.orders.noteBody')}</label>
          <textarea
            id="admin-note-body"
            name="body"
            rows={3}
            maxLength={2000}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-note-body-error' : undefined}
          />
          {error ? (
            <p id="admin-note-body-error" className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      </AdminForm>
    </section>
  );
}

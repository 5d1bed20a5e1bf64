/**
 * A picture chosen with a back-office record's own plain form (field `file`, so the form posts
 * `multipart/form-data`): the current picture beside it, what is accepted, the refusal's text,
 * and — when the record may go without one — a box that takes the current picture off.
 */
export function AdminPictureField({
  idPrefix,
  label,
  help,
  image,
  error,
  removeLabel,
}: {
  idPrefix: string;
  label: string;
  help: string;
  image: { url: string } | null | undefined;
  error?: string | null;
  /** Present: a checked `remove_image` box takes the current picture off. */
  removeLabel?: string;
}) {
  const id = `${idPrefix}-file`;
  return (
    <div className="admin-field admin-picture-field">
      <label htmlFor={id}>{label}</label>
      {image ? (
        <img
          src={image.url}
          alt=""
          className="admin-structure-thumb"
          data-testid={`${id}-current`}
        />
      ) : null}
      <input
        id={id}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-help`} className="admin-help">
        {help}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {image && removeLabel ? (
        <label className="admin-check">
          <input type="checkbox" name="remove_image" id={`${idPrefix}-remove-image`} />{' '}
          {removeLabel}
        </label>
      ) : null}
    </div>
  );
}

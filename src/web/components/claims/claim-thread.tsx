import type { ClaimFileDto, ClaimMessageDto } from '../../../modules/support/support.contract';
import { fileSize } from '../../format';
import { formatDateTime } from '../page';

/**
 * A claim's conversation, oldest first (decision 051): who wrote, when, the text kept as typed
 * (line breaks shown), the files as links to the private download route — pictures shown small
 * beside their link. Staff notes carry their badge (the back office only receives them).
 */
export function ClaimThread({
  messages,
  locale,
  authorOf,
  noteBadge,
}: {
  messages: readonly ClaimMessageDto[];
  locale: string;
  authorOf: (message: ClaimMessageDto) => string;
  noteBadge?: string;
}) {
  return (
    <ol className="claim-thread" data-testid="claim-thread">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`claim-message claim-message-${message.author}${message.internal ? ' claim-message-note' : ''}`}
          data-testid="claim-message"
          data-author={message.author}
          data-internal={message.internal ? 'true' : undefined}
        >
          <p className="claim-message-meta">
            <strong>{authorOf(message)}</strong>
            {message.internal && noteBadge ? (
              <span className="claim-note-badge">{noteBadge}</span>
            ) : null}{' '}
            <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
          </p>
          <p className="claim-message-body">{message.message}</p>
          {message.files.length > 0 ? (
            <ul className="claim-files">
              {message.files.map((file) => (
                <ClaimFile key={file.id} file={file} locale={locale} />
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function ClaimFile({ file, locale }: { file: ClaimFileDto; locale: string }) {
  const picture = file.content_type.startsWith('image/');
  return (
    <li className="claim-file" data-testid="claim-file">
      {picture ? (
        <img src={`${file.url}?inline=1`} alt={file.original_name} loading="lazy" width={120} />
      ) : null}
      <a href={file.url} download>
        {file.original_name}
      </a>{' '}
      <span className="claim-file-size">({fileSize(file.size, locale)})</span>
    </li>
  );
}

import { Form, useActionData } from 'react-router';
import type { Route } from './+types/admin-content-texts';
import { textsAction, textsPage, type ContentAnswer } from '../admin/content-pages.server';
import {
  AnswerAlert,
  ContentNav,
  DoneNotice,
  localeErrors,
  localeValues,
} from '../components/admin/content-admin';
import { TranslatedFields } from '../components/admin/translated-fields';
import { PageHeader, pageLinks } from '../components/page';
import { useT, type MessageKey } from '../i18n';
import { staticMeta } from '../seo';

/**
 * Back office: the text blocks the storefront reads (home banner label and link, footer
 * description, contact phone, pickup hours…), each in six languages; French is the fallback of
 * an empty language. One form per block.
 */
export const loader = (args: Route.LoaderArgs) => textsPage(args);
export const action = (args: Route.ActionArgs) => textsAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-content-texts',
  'admin.content.texts.title',
  'admin.content.lead',
  {
    noindex: true,
  },
);

export default function AdminContentTexts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<ContentAnswer>() ?? null;
  const { blocks, done } = loaderData;
  const label = (identifier: string) => {
    const key = `admin.content.texts.key.${identifier}` as MessageKey;
    const text = t(key);
    return text === key ? identifier : text;
  };
  return (
    <div className="page container admin-content" data-testid="admin-content-texts">
      <PageHeader title={t('admin.content.texts.title')} lead={t('admin.content.texts.lead')} />
      <ContentNav current="admin-content-texts" />
      <DoneNotice done={done} />
      {blocks.map((block) => {
        const mine = answer?.target === block.identifier ? answer : null;
        return (
          <Form
            key={block.version}
            method="post"
            className="admin-form"
            noValidate
            data-testid={`admin-text-${block.identifier}`}
          >
            <input type="hidden" name="identifier" value={block.identifier} />
            <input type="hidden" name="version" value={block.version} />
            <AnswerAlert answer={mine} />
            <TranslatedFields
              name="text"
              label={label(block.identifier)}
              help={block.identifier}
              values={localeValues(mine, 'text', block.values)}
              errors={localeErrors(mine, 'text')}
              required={['fr']}
              multiline={(block.values.fr ?? '').length > 80}
              idPrefix={`text-${block.identifier}`}
            />
            <button type="submit" className="button button-primary">
              {t('admin.content.save')}
            </button>
          </Form>
        );
      })}
    </div>
  );
}

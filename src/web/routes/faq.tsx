import type { Route } from './+types/faq';
import { listFaq } from '../../modules/content';
import { FaqView } from '../components/faq-view';
import { pageLinks } from '../components/page';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/** FAQ: entries grouped by theme (components/faq-view.tsx). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const groups = await context.cached(`faq:${locale}`, () => listFaq(context.database.db, locale));
  return { groups };
}

export const links = pageLinks;

export const meta = staticMeta('faq', 'page.faq.title', 'page.faq.description');

export const handle = staticHandle('page.faq.title');

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqView groups={loaderData.groups} />;
}

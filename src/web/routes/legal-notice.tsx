import type { Route } from './+types/legal-notice';
import { LegalPage } from '../components/legal-page';
import { loadLegalSections } from '../components/legal-page.server';
import { pageLinks } from '../components/page';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/** Legal notice: who publishes the site, who hosts it, intellectual property. */
export const links = pageLinks;

export const meta = staticMeta('mentions-legales', 'page.legal.title', 'page.legal.description');

export const handle = staticHandle('page.legal.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sections: await loadLegalSections(context, 'legal', requestLocale(request)) };
}

export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="page.legal.title"
      lead="page.legal.description"
      sections={loaderData.sections}
    />
  );
}

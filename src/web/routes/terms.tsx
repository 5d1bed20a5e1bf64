import type { Route } from './+types/terms';
import { LegalPage } from '../components/legal-page';
import { loadLegalSections } from '../components/legal-page.server';
import { pageLinks } from '../components/page';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/** Terms of sale (CGV): the rules of every order — prices, payment, delivery, 14-day returns. */
export const links = pageLinks;

export const meta = staticMeta('cgv', 'page.cgv.title', 'page.cgv.description');

export const handle = staticHandle('page.cgv.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sections: await loadLegalSections(context, 'cgv', requestLocale(request)) };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title="page.cgv.title" lead="page.cgv.description" sections={loaderData.sections} />
  );
}

import type { Route } from './+types/data-protection';
import { LegalPage } from '../components/legal-page';
import { loadLegalSections } from '../components/legal-page.server';
import { pageLinks } from '../components/page';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/** Data protection: what personal data the shop keeps, why, for how long, and the visitor's rights (GDPR). */
export const links = pageLinks;

export const meta = staticMeta(
  'protection-donnees',
  'page.privacy.title',
  'page.privacy.description',
);

export const handle = staticHandle('page.privacy.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sections: await loadLegalSections(context, 'privacy', requestLocale(request)) };
}

export default function DataProtection({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="page.privacy.title"
      lead="page.privacy.description"
      sections={loaderData.sections}
    />
  );
}

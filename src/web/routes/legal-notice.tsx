import { LegalPage, numberedSections } from '../components/legal-page';
import { pageLinks } from '../components/page';
import { staticHandle, staticMeta } from '../seo';

/** Legal notice: who publishes the site, who hosts it, intellectual property. */
export const links = pageLinks;

export const meta = staticMeta('mentions-legales', 'page.legal.title', 'page.legal.description');

export const handle = staticHandle('page.legal.title');

const SECTIONS = numberedSections('legal', 5);

export default function LegalNotice() {
  return <LegalPage title="page.legal.title" lead="page.legal.description" sections={SECTIONS} />;
}

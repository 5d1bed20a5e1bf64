import { LegalPage, type LegalSection } from '../components/legal-page';
import { pageLinks } from '../components/page';
import { staticHandle, staticMeta } from '../seo';

/** Legal notice: who publishes the site, who hosts it, intellectual property. */
export const links = pageLinks;

export const meta = staticMeta('mentions-legales', 'page.legal.title', 'page.legal.description');

export const handle = staticHandle('page.legal.title');

const SECTIONS: LegalSection[] = [
  { title: 'page.legal.s1.title', body: 'page.legal.s1.body' },
  { title: 'page.legal.s2.title', body: 'page.legal.s2.body' },
  { title: 'page.legal.s3.title', body: 'page.legal.s3.body' },
  { title: 'page.legal.s4.title', body: 'page.legal.s4.body' },
  { title: 'page.legal.s5.title', body: 'page.legal.s5.body' },
];

export default function LegalNotice() {
  return <LegalPage title="page.legal.title" lead="page.legal.description" sections={SECTIONS} />;
}

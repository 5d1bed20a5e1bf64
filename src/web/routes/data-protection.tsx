import { LegalPage, type LegalSection } from '../components/legal-page';
import { pageLinks } from '../components/page';
import { staticHandle, staticMeta } from '../seo';

/** Data protection: what personal data the shop keeps, why, for how long, and the visitor's rights (GDPR). */
export const links = pageLinks;

export const meta = staticMeta(
  'protection-donnees',
  'page.privacy.title',
  'page.privacy.description',
);

export const handle = staticHandle('page.privacy.title');

const SECTIONS: LegalSection[] = [
  { title: 'page.privacy.s1.title', body: 'page.privacy.s1.body' },
  { title: 'page.privacy.s2.title', body: 'page.privacy.s2.body' },
  { title: 'page.privacy.s3.title', body: 'page.privacy.s3.body' },
  { title: 'page.privacy.s4.title', body: 'page.privacy.s4.body' },
  { title: 'page.privacy.s5.title', body: 'page.privacy.s5.body' },
  { title: 'page.privacy.s6.title', body: 'page.privacy.s6.body' },
  { title: 'page.privacy.s7.title', body: 'page.privacy.s7.body' },
];

export default function DataProtection() {
  return (
    <LegalPage title="page.privacy.title" lead="page.privacy.description" sections={SECTIONS} />
  );
}

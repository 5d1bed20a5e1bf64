import { LegalPage, numberedSections } from '../components/legal-page';
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

const SECTIONS = numberedSections('privacy', 7);

export default function DataProtection() {
  return (
    <LegalPage title="page.privacy.title" lead="page.privacy.description" sections={SECTIONS} />
  );
}

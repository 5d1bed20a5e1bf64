import { LegalPage, numberedSections } from '../components/legal-page';
import { pageLinks } from '../components/page';
import { staticHandle, staticMeta } from '../seo';

/** Terms of sale (CGV): the rules of every order — prices, payment, delivery, 14-day returns. */
export const links = pageLinks;

export const meta = staticMeta('cgv', 'page.cgv.title', 'page.cgv.description');

export const handle = staticHandle('page.cgv.title');

const SECTIONS = numberedSections('cgv', 7);

export default function Terms() {
  return <LegalPage title="page.cgv.title" lead="page.cgv.description" sections={SECTIONS} />;
}

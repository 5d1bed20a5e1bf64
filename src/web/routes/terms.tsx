import { LegalPage, type LegalSection } from '../components/legal-page';
import { pageLinks } from '../components/page';
import { staticHandle, staticMeta } from '../seo';

/** Terms of sale (CGV): the rules of every order — prices, payment, delivery, 14-day returns. */
export const links = pageLinks;

export const meta = staticMeta('cgv', 'page.cgv.title', 'page.cgv.description');

export const handle = staticHandle('page.cgv.title');

const SECTIONS: LegalSection[] = [
  { title: 'page.cgv.s1.title', body: 'page.cgv.s1.body' },
  { title: 'page.cgv.s2.title', body: 'page.cgv.s2.body' },
  { title: 'page.cgv.s3.title', body: 'page.cgv.s3.body' },
  { title: 'page.cgv.s4.title', body: 'page.cgv.s4.body' },
  { title: 'page.cgv.s5.title', body: 'page.cgv.s5.body' },
  { title: 'page.cgv.s6.title', body: 'page.cgv.s6.body' },
  { title: 'page.cgv.s7.title', body: 'page.cgv.s7.body' },
];

export default function Terms() {
  return <LegalPage title="page.cgv.title" lead="page.cgv.description" sections={SECTIONS} />;
}

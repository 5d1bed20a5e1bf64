import { useT, type MessageKey } from '../i18n';
import { PageHeader, Paragraphs } from './page';

export interface LegalSection {
  title: MessageKey;
  body: MessageKey;
}

export type LegalPageKey = 'cgv' | 'legal' | 'privacy';

/** Sections `page.<key>.s1 … s<count>` (title + body) of a legal page, in order. */
export function numberedSections(page: LegalPageKey, count: number): LegalSection[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `page.${page}.s${i + 1}.title` as MessageKey,
    body: `page.${page}.s${i + 1}.body` as MessageKey,
  }));
}

/** Terms of sale, legal notice, data protection: a heading and titled sections of prose. */
export function LegalPage(props: {
  title: MessageKey;
  lead: MessageKey;
  sections: LegalSection[];
}) {
  const t = useT();
  return (
    <div className="page container">
      <PageHeader title={t(props.title)} lead={t(props.lead)} />
      <div className="prose">
        {props.sections.map((section) => (
          <section key={section.title}>
            <h2>{t(section.title)}</h2>
            <Paragraphs text={t(section.body)} />
          </section>
        ))}
      </div>
    </div>
  );
}

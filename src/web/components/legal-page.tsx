import { useT, type MessageKey } from '../i18n';
import { PageHeader, Paragraphs } from './page';

export interface LegalSection {
  title: MessageKey;
  body: MessageKey;
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

import { useT, type MessageKey } from '../i18n';
import { PageHeader, Paragraphs } from './page';

/** A titled section of prose, already translated (the page's loader reads it on the server). */
export interface LegalSection {
  title: string;
  body: string;
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
            <h2>{section.title}</h2>
            <Paragraphs text={section.body} />
          </section>
        ))}
      </div>
    </div>
  );
}

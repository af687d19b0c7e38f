import type { ReactNode } from "react";
import { Prose } from "~/components/prose/Prose";
import { slug, splitSections } from "./sections";
import styles from "./SectionedProse.module.css";

/** The column counts SectionedProse.module.css has a rule for. */
type CardColumns = 2 | 3 | 4;

interface SectionedProseProps {
  /** Rendered Markdown of a page. */
  html: string;
  /** Shown right after the text before the first `##` heading (e.g. a row of facts). */
  afterIntro?: ReactNode;
  /** At most this many cards side by side for the `###` subsections (fewer on narrow screens). */
  columns?: CardColumns;
  /** Extra content at the end of the section whose `##` heading has this slug. */
  sectionExtras?: Record<string, ReactNode>;
}

/**
 * A Markdown page laid out: every `##` heading opens a section, and the `###` subsections of a
 * section become a grid of cards. The words stay in content/pages; this only arranges them.
 */
export function SectionedProse({
  html,
  afterIntro,
  columns = 3,
  sectionExtras = {},
}: SectionedProseProps) {
  const { intro, sections } = splitSections(html, 2);
  return (
    <>
      {intro && <Prose html={intro} className={styles.lead} />}
      {afterIntro}
      {sections.map((section) => {
        const id = slug(section.title);
        const { intro: sectionIntro, sections: cards } = splitSections(section.html, 3);
        return (
          <section key={id} className={styles.section} aria-labelledby={id}>
            <h2 id={id} dangerouslySetInnerHTML={{ __html: section.title }} />
            {sectionIntro && <Prose html={sectionIntro} />}
            {cards.length > 0 && (
              <ul className={styles.cards} data-columns={columns}>
                {cards.map((card) => (
                  <Card key={card.title} title={card.title} html={card.html} />
                ))}
              </ul>
            )}
            {sectionExtras[id]}
          </section>
        );
      })}
    </>
  );
}

/** One `###` subsection as a card. */
function Card({ title, html }: { title: string; html: string }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle} dangerouslySetInnerHTML={{ __html: title }} />
      <div className={styles.cardBody} dangerouslySetInnerHTML={{ __html: html }} />
    </li>
  );
}

/** The call-to-action band at the end of a page: an optional short invitation and the buttons. */
export function Actions({ lead, children }: { lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      {lead && <p className={styles.actionsLead}>{lead}</p>}
      <div className={styles.actionsButtons}>{children}</div>
    </div>
  );
}

import type { ReactNode } from "react";
import { HydratesLater } from "~/components/HydratesLater";
import styles from "./FormPageLayout.module.css";

interface FormPageLayoutProps {
  /** Heading of the form column (h2) and the id the form is labelled by. */
  formHeading: string;
  formHeadingId: string;
  /** Text between the heading and the form. */
  formIntro?: ReactNode;
  form: ReactNode;
  /** Shown next to the form on wide screens and after it on narrow ones. */
  aside: ReactNode;
}

/** The form pages' body: the form (at most 400px wide) and a column with further ways to reach us. */
export function FormPageLayout({
  formHeading,
  formHeadingId,
  formIntro,
  form,
  aside,
}: FormPageLayoutProps) {
  return (
    <div className={styles.columns}>
      <div className={styles.formColumn}>
        <h2 id={formHeadingId}>{formHeading}</h2>
        {formIntro && <HydratesLater>{formIntro}</HydratesLater>}
        {form}
      </div>
      <div className={styles.aside}>
        <HydratesLater>{aside}</HydratesLater>
      </div>
    </div>
  );
}
export { styles as formPageStyles };

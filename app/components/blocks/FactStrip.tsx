import styles from "./FactStrip.module.css";

export interface Fact {
  /** The number or short value, shown large. */
  value: string;
  /** What it means, e.g. "Studierende im Team". */
  label: string;
}

/** Key figures in a row; the values come from the site configuration, never from page prose. */
export function FactStrip({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

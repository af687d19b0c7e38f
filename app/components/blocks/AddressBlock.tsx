import type { Address } from "~/content/schema";
import styles from "./AddressBlock.module.css";

export function AddressBlock({ address, className }: { address: Address; className?: string }) {
  return (
    <address className={`${styles.address} ${className ?? ""}`}>
      {address.name}
      {address.lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}

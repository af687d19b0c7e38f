import type { Address } from "~/content/schema";

export function AddressBlock({ address, className }: { address: Address; className?: string }) {
  return (
    <address className={className} style={{ fontStyle: "normal" }}>
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

import { Link } from "react-router";
import type { ComponentProps } from "react";

type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

export function isExternal(target: string): boolean {
  return target.startsWith("http");
}

/** The spec's navigation rule: targets starting with http open in a new tab, all others navigate in the app. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (öffnet in neuem Tab)</span>
      </a>
    );
  }
  if (/^(mailto:|tel:|\/downloads\/)/.test(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}

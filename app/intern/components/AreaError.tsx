import { isRouteErrorResponse, useRouteError } from "react-router";
import { useArea } from "../useArea";
import { area } from "./area-style";

/**
 * The area's error page (its routes' ErrorBoundary): no access, not found, a request it cannot
 * read, or anything else, with the way back to the overview.
 */
export function AreaError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errors = useArea().t.errors;
  const { heading, text } =
    status === 400
      ? errors.badRequest
      : status === 403
        ? errors.forbidden
        : status === 404
          ? errors.notFound
          : errors.other;
  return (
    <div className={area.layout}>
      <h1>{heading}</h1>
      <p>{text}</p>
      <p>
        <a href="/intern">{errors.backToOverview}</a>
      </p>
    </div>
  );
}

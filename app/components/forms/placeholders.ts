/**
 * Literal values of the hidden fields in the prerendered HTML. The server replaces them per
 * request in the pages it sends (like CSRF_PLACEHOLDER from ~/forms/transport); with JavaScript
 * the form overwrites them when it mounts.
 */
export const STARTED_AT_PLACEHOLDER = "__FORM_STARTED_AT__";
export const IDEMPOTENCY_PLACEHOLDER = "__FORM_IDEMPOTENCY_KEY__";

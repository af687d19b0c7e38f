/** Whether a value from outside (a form, a query) is a row id as PostgreSQL's uuid columns hold them. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

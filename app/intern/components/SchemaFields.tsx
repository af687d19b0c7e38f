import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import styles from "~/components/forms/Form.module.css";
import { formValueOf, type FieldNode, type ObjectField } from "~/content/editor/schema-fields";
import { format } from "~/i18n/format";
import { contentItemTexts, fieldTextOf } from "~/i18n/content-fields";
import { useAreaLocale } from "../useArea";
import { ErrorsText, TextField } from "./AreaForm";
import { MarkdownPreview } from "./MarkdownPreview";
import { SortableItem, SortableList, SortableLists } from "./SortableEntries";
import { area } from "./area-style";

type Field = FieldMetadata<unknown>;
type Form = FormMetadata<Record<string, unknown>>;
type Fieldset = Record<string, Field>;

const fieldsetOf = (field: Field) =>
  (field as unknown as { getFieldset(): Fieldset }).getFieldset();
const listOf = (field: Field) => (field as unknown as { getFieldList(): Field[] }).getFieldList();

/** The errors of a group of fields (a fieldset), shown under its legend. */
function GroupErrors({ field }: { field: Field }) {
  if (!field.errors) return null;
  return (
    <p id={field.errorId} className={styles.error}>
      <ErrorsText errors={field.errors} />
    </p>
  );
}

/**
 * The fields of a content file's form, made from its schema (schema-fields.ts): an object is a
 * group, a list a group of entries that can be added, removed and moved (Conform's intents, so
 * it works without JavaScript), a text in both languages German beside English, an image its
 * file with an upload and its texts.
 */
export function SchemaFields(props: ObjectFieldsProps) {
  const { form } = props;
  return (
    <SortableLists onMove={(name, from, to) => form.reorder({ name, from, to })}>
      <ObjectFields {...props} />
    </SortableLists>
  );
}

interface ObjectFieldsProps {
  form: Form;
  fields: Fieldset;
  node: Extract<FieldNode, { type: "object" }>;
}

function ObjectFields({ form, fields, node }: ObjectFieldsProps) {
  return (
    <>
      {node.fields.map((entry) => (
        <SchemaField key={entry.key} form={form} field={fields[entry.key]!} entry={entry} />
      ))}
    </>
  );
}

function SchemaField({
  form,
  field,
  entry,
  label: ownLabel,
}: {
  form: Form;
  field: Field;
  entry: ObjectField;
  /** For an entry of a list of texts: its heading. */
  label?: string;
}) {
  const { hint, rows, ...named } = fieldTextOf(entry.key, useAreaLocale());
  const label = ownLabel ?? named.label;
  const node = entry.node;
  switch (node.type) {
    case "text":
    case "number":
      return (
        <TextField
          field={field}
          label={label}
          hint={hint}
          rows={rows}
          type={node.type === "number" ? "number" : "text"}
        />
      );
    case "numbers":
    case "lines":
      return (
        <TextField
          field={field}
          label={label}
          hint={hint}
          rows={node.type === "lines" ? (rows ?? 3) : undefined}
        />
      );
    case "boolean":
      return (
        <div className={styles.field}>
          <label className={styles.label}>
            <input {...getInputProps(field, { type: "checkbox" })} key={field.key} /> {label}
          </label>
        </div>
      );
    case "localized":
      return <Bilingual field={field} label={label} hint={hint} rows={rows} />;
    case "image":
      return <ImageFields field={field} label={label} hint={hint} short={node.short} />;
    case "object":
      return (
        <fieldset className={area.group}>
          <legend>{label}</legend>
          <GroupErrors field={field} />
          <SchemaFields form={form} fields={fieldsetOf(field)} node={node} />
        </fieldset>
      );
    case "list":
      return <ListField form={form} field={field} entry={entry} node={node} />;
  }
}

/** One text in German and in English, side by side from a tablet's width on. */
export function Bilingual({
  field,
  label,
  hint,
  rows,
  markdown = false,
}: {
  field: Field;
  label: string;
  hint?: string | undefined;
  rows?: number | undefined;
  /** Markdown: each text shown as the site renders it, while typed (MarkdownPreview). */
  markdown?: boolean;
}) {
  const texts = contentItemTexts(useAreaLocale());
  const languages = fieldsetOf(field);
  return (
    <fieldset className={area.languages}>
      <legend>{label}</legend>
      <GroupErrors field={field} />
      <div>
        <TextField
          field={languages.de!}
          label={`${label} (${texts.german})`}
          hint={hint}
          rows={rows}
        />
        {markdown && <MarkdownPreview field={languages.de!} />}
      </div>
      <div>
        <TextField field={languages.en!} label={`${label} (${texts.english})`} rows={rows} />
        {markdown && <MarkdownPreview field={languages.en!} />}
      </div>
    </fieldset>
  );
}

/** An image: its file under content/images or a new upload, its description and credit. */
function ImageFields({
  field,
  label,
  hint,
  short,
}: {
  field: Field;
  label: string;
  hint?: string | undefined;
  short: boolean;
}) {
  const locale = useAreaLocale();
  const texts = contentItemTexts(locale);
  const parts = fieldsetOf(field);
  const uploadId = `${field.id}-upload`;
  const describedTexts = (
    <>
      <Bilingual
        field={parts.alt!}
        label={fieldTextOf("alt", locale).label}
        hint={fieldTextOf("alt", locale).hint}
      />
      <Bilingual field={parts.credit!} label={fieldTextOf("credit", locale).label} />
      <TextField
        field={parts.focus!}
        label={fieldTextOf("focus", locale).label}
        hint={fieldTextOf("focus", locale).hint}
      />
    </>
  );
  return (
    <fieldset className={area.group}>
      <legend>{label}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <GroupErrors field={field} />
      <TextField
        field={parts.src!}
        label={fieldTextOf("src", locale).label}
        hint={fieldTextOf("src", locale).hint}
      />
      <div className={styles.field}>
        <label htmlFor={uploadId} className={styles.label}>
          {texts.upload}
        </label>
        <p id={`${uploadId}-hinweis`} className={styles.hint}>
          {texts.uploadHint}
        </p>
        <input
          id={uploadId}
          name={`${field.name}.upload`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
          className={styles.control}
          aria-describedby={`${uploadId}-hinweis`}
        />
      </div>
      {short ? (
        <details>
          <summary>{texts.imageTexts}</summary>
          {describedTexts}
        </details>
      ) : (
        describedTexts
      )}
    </fieldset>
  );
}

const hasErrors = (field: Field) => Object.keys(field.allErrors ?? {}).length > 0;
/** Entries that hold lists (a department) stay open; their own entries (its members) are closed. */
const holdsList = (node: FieldNode) =>
  node.type === "object" && node.fields.some((field) => field.node.type === "list");

/** What an entry of a list is called in its heading: "Mitglied 3: Anna Exempel". */
function entryTitle(item: string, index: number, value: unknown): string {
  const record = (value ?? {}) as Record<string, unknown>;
  // An entry that is a text in both languages is named by its German text.
  const name = record.name ?? record.title ?? record.id ?? record.de;
  const text =
    typeof name === "string"
      ? name
      : name && typeof name === "object"
        ? String((name as Record<string, unknown>).de ?? "")
        : "";
  return text ? `${item} ${index + 1}: ${text}` : `${item} ${index + 1}`;
}

function ListField({
  form,
  field,
  entry,
  node,
}: {
  form: Form;
  field: Field;
  entry: ObjectField;
  node: Extract<FieldNode, { type: "list" }>;
}) {
  const locale = useAreaLocale();
  const texts = contentItemTexts(locale);
  const { label, hint, item = texts.entry } = fieldTextOf(entry.key, locale);
  const items = listOf(field);
  const canAdd = node.max === undefined || items.length < node.max;
  const canRemove = items.length > node.min;
  const move = (from: number, to: number, title: string, text: string, label: string) => (
    <button
      type="submit"
      className="button button--ghost"
      {...form.reorder.getButtonProps({ name: field.name, from, to })}
      aria-label={format(label, { title })}
    >
      {text}
    </button>
  );
  const entries = items.map((itemField, index) => ({
    key: itemField.key ?? String(index),
    title: entryTitle(item, index, itemField.value),
  }));
  return (
    <fieldset className={area.group}>
      <legend>{label}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <GroupErrors field={field} />
      <SortableList name={field.name} keys={entries.map((entry) => entry.key)}>
        {items.map((itemField, index) => {
          const { key, title } = entries[index]!;
          return (
            <SortableItem
              key={key}
              list={field.name}
              entryKey={key}
              index={index}
              count={items.length}
              title={title}
            >
              <details
                className={area.entry}
                open={
                  hasErrors(itemField) ||
                  title === `${item} ${index + 1}` ||
                  holdsList(node.item) ||
                  undefined
                }
              >
                <summary>{title}</summary>
                <ItemFields form={form} field={itemField} node={node.item} label={title} />
                <p className={area.entryActions}>
                  {index > 0 && move(index, index - 1, title, texts.moveUp, texts.moveUpLabel)}
                  {index < items.length - 1 &&
                    move(index, index + 1, title, texts.moveDown, texts.moveDownLabel)}
                  {canRemove && (
                    <button
                      type="submit"
                      className={`button ${area.danger}`}
                      {...form.remove.getButtonProps({ name: field.name, index })}
                      aria-label={format(texts.removeLabel, { title })}
                    >
                      {texts.remove}
                    </button>
                  )}
                </p>
              </details>
            </SortableItem>
          );
        })}
      </SortableList>
      {canAdd && (
        <p>
          <button
            type="submit"
            className="button button--ghost"
            {...form.insert.getButtonProps({
              name: field.name,
              defaultValue: formValueOf(node.item, undefined) as never,
            })}
          >
            {format(texts.add, { item })}
          </button>
        </p>
      )}
    </fieldset>
  );
}

/** An entry of a list: an object's fields, or the one field a text or an image is. */
function ItemFields({
  form,
  field,
  node,
  label,
}: {
  form: Form;
  field: Field;
  node: FieldNode;
  label: string;
}) {
  if (node.type === "object")
    return <ObjectFields form={form} fields={fieldsetOf(field)} node={node} />;
  return (
    <SchemaField
      form={form}
      field={field}
      entry={{ key: "", node, optional: false }}
      label={label}
    />
  );
}
